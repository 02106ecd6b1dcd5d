// @vitest-environment node
/** The person's own rights row (issue 37): what the portal shows before any attempt. */
import {
  PERMISSION_GROUP_IDS,
  type PermissionGroupId,
  type PersonRights,
} from '../src/api/authorizedUsers/types';
import { sandboxClient, USERS } from './test-support';

const every = (levels: { read: boolean; request: boolean; approve: boolean }) =>
  Object.fromEntries(PERMISSION_GROUP_IDS.map((id) => [id, levels])) as PersonRights['groups'];

async function rightsOf(client: ReturnType<typeof sandboxClient>, token: string) {
  const res = await client.call<PersonRights>('personRights', undefined, { token });
  expect(res.status).toBe(200);
  return res.body.content!;
}

describe('personRights', () => {
  it('gives a person with full authority every level of every group', async () => {
    const client = sandboxClient();
    const { pageToken } = await client.login(...USERS.fast);
    expect(await rightsOf(client, pageToken)).toEqual({
      fullAuthority: true,
      groups: every({ read: true, request: true, approve: true }),
    });
  });

  it('gives the limited user what the seed grants in her first company', async () => {
    const client = sandboxClient();
    const { pageToken } = await client.login(...USERS.limited);
    const rights = await rightsOf(client, pageToken);
    expect(rights.fullAuthority).toBe(false);
    const requestable: PermissionGroupId[] = ['lineUser', 'secureInternet'];
    for (const id of PERMISSION_GROUP_IDS) {
      expect(rights.groups[id], id).toEqual({
        read: id !== 'invoices',
        request: requestable.includes(id),
        approve: false,
      });
    }
  });

  it('answers for the company the session is in after a switch', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.limited);
    const second = login.easyLoginCorporateList.find((c) => c.corporateNcst !== login.corporateNcst);
    expect(second).toBeDefined();
    const switched = await client.call(
      'changeCorporate',
      { corporateNcst: second?.corporateNcst },
      {
        token: login.pageToken,
      },
    );
    expect(switched.status).toBe(200);
    expect(await rightsOf(client, login.pageToken)).toEqual({
      fullAuthority: false,
      groups: every({ read: true, request: false, approve: false }),
    });
  });

  it('follows a change of the grants at once', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.limited);
    client.db
      .prepare(
        `UPDATE authorized_user_permissions SET can_request = 1, can_approve = 1
         WHERE user_id = (SELECT id FROM users WHERE user_name = ?) AND corporate_ncst = ? AND group_id = 'tariff'`,
      )
      .run(USERS.limited[0], login.corporateNcst);
    const rights = await rightsOf(client, login.pageToken);
    expect(rights.groups.tariff).toEqual({ read: true, request: true, approve: true });
  });

  it('needs a session', async () => {
    const client = sandboxClient();
    const res = await client.call('personRights');
    expect(res.status).toBe(401);
  });
});
