/** Signed-in sandbox clients with the authorized-user calls, for this feature's tests. */
import type {
  AuthorizedUserList,
  GroupPermission,
  PermissionChangeAnswer,
  PersonPermissions,
} from '../../src/api/authorizedUsers/types';
import type { OtpChallenge } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';

export type Client = ReturnType<typeof sandboxClient>;

/** The fast user's company: the one the seed gives more authorized persons. */
export const fastCompany = (client: Client) =>
  (
    client.db
      .prepare(
        `SELECT uc.corporate_ncst AS c FROM user_companies uc JOIN users u ON u.id = uc.user_id
         WHERE u.user_name = ? ORDER BY uc.position LIMIT 1`,
      )
      .get(USERS.fast[0]) as { c: string }
  ).c;

export const userId = (client: Client, userName: string) =>
  (client.db.prepare('SELECT id FROM users WHERE user_name = ?').get(userName) as { id: number }).id;

/** Signs `user` in on `client`, in the fast user's company (switching to it if needed). */
export async function authClient(
  user: readonly [string, string] = USERS.fast,
  client: Client = sandboxClient(),
) {
  const login = await client.login(...user);
  const token = login.pageToken;
  const company = fastCompany(client);
  if (login.corporateNcst !== company) {
    const res = await client.call('changeCorporate', { corporateNcst: company }, { token });
    if (res.status !== 200) throw new Error(`changeCorporate: ${JSON.stringify(res.body.status)}`);
  }
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;
  const call = <T>(row: string, body: unknown) => client.call<T>(row, body, { token });
  /** GET with a query string (the client's `call` sends none). */
  const list = async (query: Record<string, string> = {}) => {
    const xsrf = await client.ensureCsrf(token);
    const res = await client.app.request(`/api/dc_ccsi/v1/authorized-users?${new URLSearchParams(query)}`, {
      headers: { pageToken: token, Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
    });
    return {
      status: res.status,
      body: (await res.json()) as { content?: AuthorizedUserList; status?: { message?: string } },
    };
  };
  const permissions = (id: number) => call<PersonPermissions>('authorizedUserPermissions', { userId: id });
  const sendCode = (purpose: string, reference: string) =>
    call<OtpChallenge>('sendOtp', { purpose, reference });
  /** A validated code for a change of person `id`'s rights, as the OTP dialog gets it. */
  const validatedCode = async (id: number) => {
    const sent = await sendCode('AUTHORIZED_USER', String(id));
    const transactionId = sent.body.content?.transactionId ?? '';
    await call('validateOtp', { transactionId, code: client.outbox.latestCode(msisdn) });
    return transactionId;
  };
  const change = (body: {
    userId: number;
    fullAuthority: boolean;
    permissions: GroupPermission[];
    transactionId: string;
  }) => call<PermissionChangeAnswer>('authorizedUserPermissionChange', body);
  return { client, login, token, call, list, permissions, sendCode, validatedCode, change };
}

/** `entries` with one group's levels replaced. */
export function withGroup(entries: GroupPermission[], group: string, levels: Partial<GroupPermission>) {
  return entries.map((entry) => (entry.group === group ? { ...entry, ...levels } : entry));
}
