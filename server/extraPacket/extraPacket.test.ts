// @vitest-environment node
/** Extra packet permissions: lines with their types, choices, types, a change for chosen lines, history. */
import type {
  ExtraPacketChangeAnswer,
  ExtraPacketHistory,
  ExtraPacketLine,
  ExtraPacketLineStatus,
  ExtraPacketLinesPage,
  ExtraPacketPermissionList,
  ExtraPacketProductFilter,
} from '../../src/api/extraPacket/types';
import { LINE_STATUS_LABELS, PRODUCT_TYPE_LABELS } from '../../src/api/lineUser/types';
import { sandboxClient, USERS } from '../test-support';
import { EXTRA_PACKET_MESSAGES as M } from './messages';

async function signedIn(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const { pageToken: token } = await client.login(...user);
  const call = <T>(row: string, body?: unknown) => client.call<T>(row, body, { token });
  const page = async (body: object = {}) =>
    (await call<ExtraPacketLinesPage>('extraPacketLines', { offset: 0, limit: 500, ...body })).body.content!;
  const all = async (filter?: object) => {
    const items: ExtraPacketLine[] = [];
    for (let offset = 0; ; offset += 500) {
      const p = await page({ offset, ...(filter ? { filter } : {}) });
      items.push(...p.items);
      if (items.length >= p.total) return items;
    }
  };
  const history = async (body: unknown = {}) =>
    (await call<ExtraPacketHistory>('extraPacketPermissionHistory', body)).body.content?.items ?? [];
  return { client, call, page, all, history };
}

describe('extra packet permissions', () => {
  it('lists the company lines with the types each may buy, paged and filtered like the other line lists', async () => {
    const { page, all } = await signedIn();
    const lines = await all();
    expect(lines.length).toBe(600);
    expect((await page({ limit: 20 })).items).toHaveLength(20);
    // The seed follows the rules: no M2M line allows more than internet, abroad only with roaming open.
    for (const line of lines) {
      if (line.productType === 'M2M') expect(line.allowed.every((t) => t === 'DATA')).toBe(true);
      if (line.productType === 'DATA') expect(line.allowed).not.toContain('VOICE');
      if (line.allowed.includes('ROAMING')) expect(line.roaming).toBe(true);
    }
    const withSome = await all({ anyAllowed: true });
    const withNone = await all({ anyAllowed: false });
    expect(withSome.length + withNone.length).toBe(600);
    expect(withSome.every((l) => l.allowed.length > 0)).toBe(true);
    expect(withNone.every((l) => l.allowed.length === 0)).toBe(true);
    const data = await all({ productType: 'DATA', status: 'ACTIVE' });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((l) => l.productType === 'DATA' && l.status === 'ACTIVE')).toBe(true);
    // Resolve mode (the line picker): the numbers asked, written any way; unknown and non-numbers apart.
    const [a, b] = lines;
    const resolved = await page({ msisdns: [`0${a!.msisdn}`, `+90 ${b!.msisdn}`, '5999999999', 'abc'] });
    expect(resolved.items.map((l) => l.msisdn)).toEqual([a!.msisdn, b!.msisdn]);
    expect(resolved.unknown).toEqual(['5999999999']);
    expect(resolved.notAllowed).toEqual([{ msisdn: 'abc', reason: M.invalidNumber }]);
    const sorted = await page({ limit: 5, sort: { field: 'userName', direction: 'asc' } });
    const names = sorted.items.map((l) => l.userName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('pages a filtered list sorted by any field exactly as the whole list sorted in Turkish order, the number breaking ties', async () => {
    const { page, all } = await signedIn();
    const labels: Record<string, string> = { ...PRODUCT_TYPE_LABELS, ...LINE_STATUS_LABELS };
    const whole = await all({ anyAllowed: true });
    for (const [field, direction] of [
      ['userName', 'asc'],
      ['tariffName', 'desc'],
      ['status', 'asc'],
      ['productType', 'desc'],
    ] as const) {
      const key = (l: ExtraPacketLine) =>
        field === 'userName' || field === 'tariffName' ? l[field] : labels[l[field]];
      const dir = direction === 'desc' ? -1 : 1;
      const expected = [...whole].sort(
        (a, b) => dir * key(a)!.localeCompare(key(b)!, 'tr') || a.msisdn.localeCompare(b.msisdn),
      );
      const pages: ExtraPacketLine[] = [];
      for (let offset = 0; offset < whole.length; offset += 37) {
        const p = await page({ offset, limit: 37, sort: { field, direction }, filter: { anyAllowed: true } });
        expect(p.total).toBe(whole.length);
        pages.push(...p.items);
      }
      expect(pages).toEqual(expected);
    }
  });

  it('answers the product and status choices, the types with their limit and how many lines allow each', async () => {
    const { call, all } = await signedIn();
    const filter = (await call<ExtraPacketProductFilter>('extraPacketProductFilter')).body.content!;
    // This company has no M2M lines, so no M2M choice.
    expect(filter.productTypes.map((o) => o.label)).toEqual(['Ses', 'Veri']);
    expect(filter.tariffs.length).toBeGreaterThan(1);
    const status = (await call<ExtraPacketLineStatus>('extraPacketLineStatus')).body.content!;
    expect(status.total).toBe(600);
    expect(status.statuses.map((s) => s.label)).toEqual(['Aktif', 'Askıda']);
    expect(status.statuses.reduce((sum, s) => sum + s.count, 0)).toBe(600);
    const types = (await call<ExtraPacketPermissionList>('extraPacketPermissionList')).body.content!.items;
    expect(types.map((t) => t.type)).toEqual(['DATA', 'VOICE', 'SMS', 'ROAMING']);
    const lines = await all();
    for (const t of types) {
      expect(t.monthlyLimit).toBeGreaterThan(0);
      expect(t.allowedCount).toBe(lines.filter((l) => l.allowed.includes(t.type)).length);
    }
  });

  it('changes the chosen types for chosen lines, each line answered on its own, with one history row per change', async () => {
    const { client, call, all, history } = await signedIn();
    // The demo company has no M2M line: one of its active data lines becomes one, with no permission.
    const device = (await all({ productType: 'DATA', status: 'ACTIVE' }))[0]!.msisdn;
    client.db.prepare("UPDATE lines SET product_type = 'M2M' WHERE msisdn = ?").run(device);
    client.db.prepare('DELETE FROM extra_packet_permissions WHERE msisdn = ?').run(device);
    const lines = await all();
    const active = lines.filter((l) => l.status === 'ACTIVE');
    const two = active
      .filter((l) => l.productType === 'VOICE' && l.roaming && !l.allowed.includes('SMS'))
      .slice(0, 2);
    const already = active.find(
      (l) => l.productType === 'VOICE' && l.allowed.includes('SMS') && l.allowed.includes('DATA'),
    )!;
    const m2m = active.find((l) => l.productType === 'M2M' && !l.allowed.includes('DATA'))!;
    const suspended = lines.find((l) => l.status === 'SUSPENDED')!;
    const before = (await history()).length;
    const res = await call<ExtraPacketChangeAnswer>('extraPacketChangePermission', {
      action: 'ALLOW',
      types: ['SMS'],
      msisdns: [...two.map((l) => `0${l.msisdn}`), already.msisdn, suspended.msisdn, 'abc', '5999999999'],
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({
      orderId: expect.stringMatching(/^HT-\d{8}-\d{6}$/),
      action: 'ALLOW',
      types: ['SMS'],
      changed: 2,
      results: [
        ...two.map((l) => ({ msisdn: l.msisdn, status: 'CHANGED', changedTypes: ['SMS'], notes: [] })),
        {
          msisdn: already.msisdn,
          status: 'UNCHANGED',
          changedTypes: [],
          notes: [{ type: 'SMS', reason: M.alreadyAllowed }],
        },
        {
          msisdn: suspended.msisdn,
          status: 'REFUSED',
          changedTypes: [],
          notes: [{ type: 'SMS', reason: M.suspended }],
        },
        {
          msisdn: 'abc',
          status: 'REFUSED',
          changedTypes: [],
          notes: [{ type: 'SMS', reason: M.invalidNumber }],
        },
        {
          msisdn: '5999999999',
          status: 'REFUSED',
          changedTypes: [],
          notes: [{ type: 'SMS', reason: M.notOwn }],
        },
      ],
    });
    // Roaming packets on an M2M line are refused, internet ones on the same line are allowed.
    const mixed = await call<ExtraPacketChangeAnswer>('extraPacketChangePermission', {
      action: 'ALLOW',
      types: ['DATA', 'ROAMING'],
      msisdns: [m2m.msisdn],
    });
    expect(mixed.body.content?.results).toEqual([
      {
        msisdn: m2m.msisdn,
        status: 'CHANGED',
        changedTypes: ['DATA'],
        notes: [{ type: 'ROAMING', reason: M.m2mOnlyData }],
      },
    ]);
    const after = await all();
    for (const l of two) expect(after.find((a) => a.msisdn === l.msisdn)?.allowed).toContain('SMS');
    expect(after.find((a) => a.msisdn === m2m.msisdn)?.allowed).toEqual(['DATA']);
    const rows = await history();
    expect(rows.length).toBe(before + 3);
    expect(rows[0]).toMatchObject({
      msisdn: m2m.msisdn,
      type: 'DATA',
      allowed: true,
      changedBy: 'Can Öztürk',
    });
    // Taking it away again writes its own row; a number written any way narrows the history.
    const deny = await call<ExtraPacketChangeAnswer>('extraPacketChangePermission', {
      action: 'DENY',
      types: ['SMS'],
      msisdns: [two[0]!.msisdn],
    });
    expect(deny.body.content?.changed).toBe(1);
    const one = await history({ msisdn: `0${two[0]!.msisdn}`, type: 'SMS' });
    expect(one.map((r) => r.allowed).slice(0, 2)).toEqual([false, true]);
    expect(one.every((r) => r.msisdn === two[0]!.msisdn && r.type === 'SMS')).toBe(true);
  });

  it('says in Turkish what is wrong with a bad request', async () => {
    const { call } = await signedIn();
    const type = await call('extraPacketChangePermission', {
      action: 'ALLOW',
      types: ['X'],
      msisdns: ['5321112233'],
    });
    expect(type.status).toBe(400);
    expect(type.body.status?.message).toMatch(/^Ek paket türü/);
    const none = await call('extraPacketChangePermission', {
      action: 'ALLOW',
      types: [],
      msisdns: ['5321112233'],
    });
    expect(none.body.status?.message).toBe('En az bir ek paket türü seçmelisiniz.');
    const lines = await call('extraPacketChangePermission', { action: 'DENY', types: ['SMS'], msisdns: [] });
    expect(lines.body.status?.message).toBe('En az bir hat seçmelisiniz.');
    const period = await call('extraPacketPermissionHistory', { from: '2026-02-01', to: '2026-01-01' });
    expect(period.status).toBe(400);
    expect(period.body.status?.message).toBe(M.periodOrder);
    const limit = await call('extraPacketLines', { offset: 0, limit: 501 });
    expect(limit.status).toBe(400);
    expect(limit.body.status?.message).toMatch(/^Sayfa boyutu/);
  });

  it('the limited user sees the lines but cannot change a permission', async () => {
    const { call, page } = await signedIn(USERS.limited);
    const line = (await page({ filter: { status: 'ACTIVE' } })).items[0]!;
    const res = await call('extraPacketChangePermission', {
      action: 'ALLOW',
      types: ['DATA'],
      msisdns: [line.msisdn],
    });
    expect(res.status).toBe(403);
    expect(res.body.status?.message).toMatch(/yetkiniz bulunmamaktadır/);
  });
});
