import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS } from '../../src/api/authorizedUsers/types';
import { isWriteRow } from '../access';
import { endpoints } from '../contract';
import { USERS } from '../test-support';
import { AUTHORIZED_USER_MESSAGES as M } from './messages';
import { authClient, fastCompany, userId, withGroup } from './support';

const FORBIDDEN = /^Bu işlem için yetkiniz bulunmamaktadır\./;

describe('authorized user list', () => {
  it('lists the company persons with their permissions and filters by type and name', async () => {
    const fast = await authClient();
    const all = (await fast.list()).body.content;
    const names = all?.persons.map((p) => p.fullName) ?? [];
    expect(names).toEqual(expect.arrayContaining(['Can Öztürk', 'Zeynep Kaya', 'Elif Şahin', 'Murat Çelik']));
    expect(all?.viewerMayChange).toBe(true);
    const elif = all?.persons.find((p) => p.fullName === 'Elif Şahin');
    expect(elif?.permissions.find((p) => p.group === 'usageAbroad')).toMatchObject({
      request: true,
      approve: true,
    });
    expect(all?.persons.find((p) => p.self)?.refusal).toBe(M.ownRights);

    const limitedOnly = (await fast.list({ authFilter: 'YETKILI', name: 'zEYNEP' })).body.content;
    expect(limitedOnly?.persons.map((p) => p.fullName)).toEqual(['Zeynep Kaya']);
    // Turkish folding: "ı" and "İ" match their own case pair.
    expect((await fast.list({ name: 'AYDIN' })).body.content?.persons.map((p) => p.fullName)).toEqual([
      'Gül Aydın',
    ]);
    const full = (await fast.list({ authFilter: 'TAM_YETKILI' })).body.content?.persons ?? [];
    expect(full.every((p) => p.authorizedPersonType === 'TAM_YETKILI')).toBe(true);
  });

  it('answers a wrong filter with a Turkish message', async () => {
    const fast = await authClient();
    const res = await fast.list({ authFilter: 'ADMIN' });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toMatch(/Yetkili türü/);
  });

  it('gives every write feature of the catalogue a group, except rights and session', () => {
    const groups = new Set<string>(PERMISSION_GROUPS.map((g) => g.id));
    const features = new Set(endpoints.filter((row) => isWriteRow(row)).map((row) => row.feature));
    for (const feature of features) {
      if (feature === 'authorizedUsers' || feature === 'session' || feature === 'audit') continue;
      expect(groups.has(feature), feature).toBe(true);
    }
  });
});

describe('permission change', () => {
  it('reads a person and changes their permissions with the SMS code', async () => {
    const fast = await authClient();
    const limitedId = userId(fast.client, USERS.limited[0]);
    const before = (await fast.permissions(limitedId)).body.content;
    expect(before?.permissions).toHaveLength(PERMISSION_GROUPS.length);
    expect(before?.permissions.some((p) => p.request)).toBe(false);
    expect(before?.refusal).toBeNull();

    const permissions = withGroup(before?.permissions ?? [], 'lineUser', { request: true });
    const noCode = await fast.change({
      userId: limitedId,
      fullAuthority: false,
      permissions,
      transactionId: 'x',
    });
    expect(noCode.status).not.toBe(200);

    const transactionId = await fast.validatedCode(limitedId);
    const res = await fast.change({ userId: limitedId, fullAuthority: false, permissions, transactionId });
    expect(res.status).toBe(200);
    expect(res.body.content?.changedGroups).toBe(1);
    // Request includes reading.
    expect(res.body.content?.permissions.find((p) => p.group === 'lineUser')).toMatchObject({
      read: true,
      request: true,
      approve: false,
    });
    // The code is spent.
    const again = await fast.change({ userId: limitedId, fullAuthority: false, permissions, transactionId });
    expect(again.status).not.toBe(200);
  });

  it('refuses a change of one’s own rights', async () => {
    const fast = await authClient();
    const self = userId(fast.client, USERS.fast[0]);
    expect((await fast.permissions(self)).body.content?.refusal).toBe(M.ownRights);
    const transactionId = await fast.validatedCode(self);
    const res = await fast.change({ userId: self, fullAuthority: true, permissions: [], transactionId });
    expect(res.status).toBe(403);
    expect(res.body.status?.message).toBe(M.ownRights);
  });

  it('refuses to take full authority from a company’s last full-authority person', async () => {
    const fast = await authClient();
    // Ayşe Yılmaz is the only person with full authority of her first company.
    const demo = userId(fast.client, USERS.demo[0]);
    const read = (await fast.permissions(demo)).body.content;
    expect(read?.refusal).toBeNull();
    expect(read?.lastFullAuthority).toMatch(/tek tam yetkili kişisi; tam yetkisi kaldırılamaz/);
    const transactionId = await fast.validatedCode(demo);
    const res = await fast.change({ userId: demo, fullAuthority: false, permissions: [], transactionId });
    expect(res.status).toBe(403);
    expect(res.body.status?.message).toBe(read?.lastFullAuthority);
    expect(fast.client.db.prepare('SELECT full_authority AS f FROM users WHERE id = ?').get(demo)).toEqual({
      f: 1,
    });
  });

  it('lets only full-authority persons change rights: the limited user gets the 403', async () => {
    const limited = await authClient(USERS.limited);
    const elif = userId(limited.client, 'elif.sahin');
    const read = await limited.permissions(elif);
    expect(read.status).toBe(200);
    expect(read.body.content?.refusal).toBe(M.onlyFullAuthority);
    // No code is sent for a change the person may not make.
    expect((await limited.sendCode('AUTHORIZED_USER', String(elif))).status).toBe(403);
    const res = await limited.change({
      userId: elif,
      fullAuthority: false,
      permissions: [],
      transactionId: 'x',
    });
    expect(res.status).toBe(403);
    expect(res.body.status?.message).toMatch(FORBIDDEN);
  });

  it('answers 404 for a person of another company', async () => {
    const fast = await authClient();
    const special = userId(fast.client, USERS.special[0]);
    const res = await fast.permissions(special);
    expect(res.status).toBe(404);
    expect(res.body.status?.message).toBe(M.personNotFound);
  });
});

describe('the permission guard', () => {
  it('lets a person write in a group they were given request for, and nowhere else', async () => {
    const fast = await authClient();
    const limitedId = userId(fast.client, USERS.limited[0]);
    const limited = await authClient(USERS.limited, fast.client);
    const visibility = { visible: true, msisdns: [] as string[] };
    expect((await limited.call('lineUserInvoiceNameVisibilityUpdate', visibility)).status).toBe(403);
    expect((await limited.sendCode('ROAMING', 'x')).status).toBe(403);

    const current = (await fast.permissions(limitedId)).body.content?.permissions ?? [];
    let permissions = withGroup(current, 'lineUser', { request: true });
    permissions = withGroup(permissions, 'usageAbroad', { request: true });
    const transactionId = await fast.validatedCode(limitedId);
    expect(
      (await fast.change({ userId: limitedId, fullAuthority: false, permissions, transactionId })).status,
    ).toBe(200);

    const allowed = await limited.call('lineUserInvoiceNameVisibilityUpdate', visibility);
    expect(allowed.status).not.toBe(403);
    expect((await limited.sendCode('ROAMING', 'x')).status).toBe(200);
    // Another group still answers 403, for the row and its SMS code.
    expect((await limited.call('tariffChange', {})).status).toBe(403);
    expect((await limited.sendCode('TARIFF_CHANGE', 'x')).status).toBe(403);
    // The grant holds in its company only: in her first company the seed gives her no usage-abroad
    // request (issue 37 gave her line users there, so that group would not show it any more).
    expect(limited.login.corporateNcst).not.toBe(fastCompany(fast.client));
    await limited.call('changeCorporate', { corporateNcst: limited.login.corporateNcst });
    expect((await limited.sendCode('ROAMING', 'x')).status).toBe(403);
    expect((await limited.call('usageAbroadOpen', {})).status).toBe(403);
  });
});
