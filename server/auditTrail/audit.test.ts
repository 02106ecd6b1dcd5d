// @vitest-environment node
/**
 * The audit trail's entries and its page rows: who, on whose behalf, which company, operation,
 * objects, result and channel headers; append-only even for code; kept across a restart and a
 * sandbox reset; readable only with full authority; filtered and exported.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditEntry, AuditPage } from '../../src/api/auditTrail/types';
import { featureInputs } from '../conformanceInputs';
import { MESSAGES } from '../messages';
import { resetDatabase } from '../sandbox-routes';
import { createSessionStore } from '../sessions';
import { USERS } from '../test-support';
import { ANONYMOUS } from './recorder';
import { AUDIT_TABLE } from './schema';
import { auditWorld, PORTAL_HEADERS } from './testKit';

const world = await auditWorld();
afterAll(() => world.client.close());

const page = async (query: Record<string, string> = {}) =>
  world.content<AuditPage>('auditTrailList', { query });

describe('what an entry holds', () => {
  it('records a change with its person, company, operation, objects, result and channel headers', async () => {
    const req = await featureInputs(world.kit).usageAbroadOpen!();
    const res = await world.send('usageAbroadOpen', req);
    expect(res.body?.status?.code).toBe('0');
    const entry = world.last()!;
    expect(entry).toMatchObject({
      person_name: 'Can Öztürk',
      operation: 'usageAbroadOpen',
      operation_title: 'Yurt dışı kullanımı açma',
      result: 'SUCCESS',
      error_code: null,
      http_status: 200,
      channel_type: PORTAL_HEADERS['Channel-Type'],
      app_channel: PORTAL_HEADERS['App-Channel'],
      app_channel_type: PORTAL_HEADERS['App-Channel-Type'],
    });
    const session = world.client.db
      .prepare('SELECT corporate_ncst AS ncst FROM sessions WHERE token = ?')
      .get(world.token) as { ncst: string };
    expect(entry.corporate_ncst).toBe(session.ncst);
    const results = (res.body?.content as { results: { msisdn: string }[] } | undefined)?.results ?? [];
    const changed = results.map((r) => r.msisdn);
    expect(changed.length).toBeGreaterThan(0);
    expect(JSON.parse(entry.objects)).toEqual(
      expect.arrayContaining(changed.map((id) => ({ kind: 'LINE', id }))),
    );
  });

  it('records a refusal with its code and Turkish message', async () => {
    const res = await world.send('searchSave', { body: { title: '', url: '/x', kind: 'MENU' } });
    expect(res.status).toBe(400);
    expect(world.last()).toMatchObject({
      operation: 'searchSave',
      result: 'ERROR',
      error_code: res.body?.status?.code,
      error_message: res.body?.status?.message,
      http_status: 400,
    });
    expect(world.last()?.error_message).toMatch(/[çğıöşüİ]|boş|en az/i);
  });

  it('records the 403 of a person without full authority, under their name', async () => {
    const limited = await world.client.login(...USERS.limited);
    // Only full authority changes rights (server/access.ts); her own saved searches she may change.
    const res = await world.send('authorizedUserPermissionChange', {
      token: limited.pageToken,
      body: { userId: 1, corporateNcst: 'x', permissions: [] },
    });
    expect(res.status).toBe(403);
    expect(world.last()).toMatchObject({
      person_name: 'Zeynep Kaya',
      operation: 'authorizedUserPermissionChange',
      result: 'ERROR',
      error_code: 'FORBIDDEN',
      http_status: 403,
      error_message: MESSAGES.forbiddenWrite,
    });
  });

  it('names a failed sign-in by the user name asked, and an anonymous one "anonim"', async () => {
    await world.send('login', { token: null, body: { userName: 'biri.baska', password: 'Yanlis.2026!' } });
    expect(world.last()).toMatchObject({ operation: 'login', person_name: 'biri.baska', result: 'ERROR' });
    await world.send('loginToken', { token: null, body: { transactionId: 'yok', code: '123456' } });
    expect(world.last()).toMatchObject({
      operation: 'loginToken',
      person_name: ANONYMOUS,
      corporate_ncst: null,
    });
  });

  it('names a successful sign-in by the session it opened', async () => {
    await world.client.login(...USERS.demo);
    expect(world.last()).toMatchObject({
      operation: 'loginToken',
      person_name: 'Ayşe Yılmaz',
      result: 'SUCCESS',
    });
    expect(world.last()?.corporate_ncst).toMatch(/\S/);
  });

  it('records on whose behalf a customer manager worked', async () => {
    const { db } = world.client;
    const sessions = createSessionStore(db, Date.now, 100_000);
    db.prepare(
      `INSERT OR IGNORE INTO customer_managers (user_name, display_name, password_hash, msisdn)
       VALUES ('denetim.temsilci', 'Selin Aydın', 'x', '5550000000')`,
    ).run();
    const { id } = db
      .prepare("SELECT id FROM customer_managers WHERE user_name = 'denetim.temsilci'")
      .get() as {
      id: number;
    };
    const user = db
      .prepare('SELECT user_id AS userId, corporate_ncst AS ncst FROM sessions WHERE token = ?')
      .get(world.token) as { userId: number; ncst: string };
    const token = sessions.create(user.userId, user.ncst, id);
    await world.send('searchSave', { token, body: { title: 'Temsilci', url: '/invoices', kind: 'MENU' } });
    expect(world.last()).toMatchObject({ person_name: 'Can Öztürk', manager_name: 'Selin Aydın' });
    const listed = await page({ person: 'selin' });
    expect(listed.items[0]).toMatchObject({ personName: 'Can Öztürk', managerName: 'Selin Aydın' });
  });

  it('names whose rights changed, with their name, and the change’s number', async () => {
    const req = await featureInputs(world.kit).authorizedUserPermissionChange!();
    const res = await world.send('authorizedUserPermissionChange', req);
    expect(res.body?.status?.code).toBe('0');
    const answer = res.body?.content as { userId: number; fullName: string; orderId: string };
    const entry = world.last()!;
    expect(entry.operation_title).toBe('Yetkili kullanıcı yetki değişikliği');
    const objects = JSON.parse(entry.objects);
    // The affected person first, named as the company knew them at the time.
    expect(objects[0]).toEqual({ kind: 'PERSON', id: String(answer.userId), name: answer.fullName });
    expect(objects).toContainEqual({ kind: 'ORDER', id: answer.orderId });
    expect(answer.orderId).toMatch(/^YT-/);
    const listed = await page({ operation: 'authorizedUserPermissionChange' });
    expect(listed.items[0]?.objects[0]).toEqual({
      kind: 'PERSON',
      id: String(answer.userId),
      name: answer.fullName,
    });
  });

  it('names a refused rights change’s person too, but never a person of another company', async () => {
    const body = { userId: 0, fullAuthority: false, permissions: [], transactionId: 'yok' };
    const own = world.client.db
      .prepare(
        `SELECT u.id, u.full_name AS name FROM users u JOIN user_companies uc ON uc.user_id = u.id
         JOIN sessions s ON s.corporate_ncst = uc.corporate_ncst WHERE s.token = ? AND u.id <> s.user_id`,
      )
      .get(world.token) as { id: number; name: string };
    await world.send('authorizedUserPermissionChange', { body: { ...body, userId: own.id } });
    expect(world.last()).toMatchObject({ result: 'ERROR' });
    expect(JSON.parse(world.last()!.objects)).toContainEqual({
      kind: 'PERSON',
      id: String(own.id),
      name: own.name,
    });
    const stranger = world.client.db
      .prepare(
        `SELECT u.id FROM users u WHERE u.id NOT IN (SELECT uc.user_id FROM user_companies uc
           JOIN sessions s ON s.corporate_ncst = uc.corporate_ncst WHERE s.token = ?)`,
      )
      .get(world.token) as { id: number } | undefined;
    if (!stranger) throw new Error('the seed has no person outside the company');
    await world.send('authorizedUserPermissionChange', { body: { ...body, userId: stranger.id } });
    expect(JSON.parse(world.last()!.objects).some((o: { kind: string }) => o.kind === 'PERSON')).toBe(false);
  });

  it('records a customer manager’s sign-in on a person’s behalf under both names', async () => {
    const req = await featureInputs(world.kit).customerToLogin!();
    const before = world.count();
    const res = await world.send('customerToLogin', req);
    expect(res.body?.status?.code).toBe('0');
    expect(world.count()).toBe(before + 1);
    expect(world.last()).toMatchObject({
      operation: 'customerToLogin',
      operation_title: 'Müşteri temsilcisinin yetkili adına girişi',
      manager_name: 'Selim Karaca',
      result: 'SUCCESS',
    });
    expect(world.last()?.corporate_ncst).toMatch(/\S/);
    expect(world.last()?.person_name).not.toBe('anonim');
  });

  it('finds the objects in the path too', async () => {
    await world.send('orderDelete', { params: { orderNo: 'SP-20990101-000001' } });
    expect(world.last()).toMatchObject({ operation: 'orderDelete', result: 'ERROR', http_status: 404 });
    expect(JSON.parse(world.last()!.objects)).toEqual([{ kind: 'ORDER', id: 'SP-20990101-000001' }]);
  });

  it('records no read', async () => {
    const before = world.count();
    await page();
    await world.send('allOrders', { query: { page: '1', pageSize: '5' } });
    expect(world.count()).toBe(before);
  });
});

describe('append-only', () => {
  it('refuses UPDATE and DELETE even from code', () => {
    const { db } = world.client;
    expect(() => db.prepare(`UPDATE ${AUDIT_TABLE} SET result = 'SUCCESS'`).run()).toThrow(
      'audit entries cannot be changed',
    );
    expect(() => db.prepare(`DELETE FROM ${AUDIT_TABLE}`).run()).toThrow('audit entries cannot be deleted');
  });

  it('has no row that changes or deletes an entry', async () => {
    const { endpoints } = await import('../contract');
    expect(endpoints.filter((row) => row.feature === 'auditTrail').map((row) => row.access)).toEqual([
      'read',
      'read',
      'read',
      'read',
    ]);
  });

  it('is kept by the sandbox reset', async () => {
    // A world of its own: the reset ends every session.
    const own = await auditWorld();
    const before = own.count();
    expect(before).toBeGreaterThan(0);
    resetDatabase(own.client.db);
    expect(own.count()).toBe(before);
    own.client.close();
  });
});

describe('restart', () => {
  it('keeps the trail in the database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-'));
    const dbPath = join(dir, 'sandbox.sqlite');
    try {
      const first = await auditWorld({ dbPath });
      await first.send('searchSave', { body: { title: 'Kalıcı', url: '/invoices', kind: 'MENU' } });
      const count = first.count();
      first.client.close();
      const second = await auditWorld({ dbPath });
      // The second world's sign-in adds its own entries; the first world's are all still there.
      const kept = second.client.db
        .prepare(`SELECT count(*) AS n FROM ${AUDIT_TABLE} WHERE id <= ?`)
        .get(count) as { n: number };
      expect(kept.n).toBe(count);
      const listed = await second.content<AuditPage>('auditTrailList', {
        query: { operation: 'searchSave' },
      });
      expect(listed.items.map((i) => i.operationTitle)).toContain('Arama kaydetme');
      second.client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the page rows', () => {
  it('has its side-menu entry', () => {
    const entry = world.client.db.prepare("SELECT title, url FROM menu_items WHERE id = 'audit-trail'").get();
    expect(entry).toEqual({ title: 'İşlem Geçmişi', url: '/audit-trail' });
  });

  it('answers 403 with the §8 message to a person without full authority', async () => {
    const limited = await world.client.login(...USERS.limited);
    for (const name of [
      'auditTrailList',
      'auditTrailOperations',
      'auditTrailEntry',
      'auditTrailExport',
    ] as const) {
      const res = await world.send(name, { token: limited.pageToken, body: { format: 'csv' } });
      expect(res.status).toBe(403);
      expect(res.body?.status?.message).toBe(MESSAGES.forbiddenWrite);
    }
  });

  it('lists the company newest first with the operations it holds', async () => {
    const listed = await page();
    expect(listed.total).toBeGreaterThan(3);
    const ids = listed.items.map((i) => Number(i.entryId));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const { operations } = await world.content<{ operations: { name: string; title: string }[] }>(
      'auditTrailOperations',
    );
    expect(operations).toEqual(
      expect.arrayContaining([{ name: 'usageAbroadOpen', title: 'Yurt dışı kullanımı açma' }]),
    );
    const titles = operations.map((o) => o.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'tr')));
    // Another company's person (the demo manager's sign-in) is not in this company's trail.
    expect(listed.items.some((i) => i.personName === 'Ayşe Yılmaz' && i.operation === 'loginToken')).toBe(
      false,
    );
  });

  it('filters by person, operation, result, period and line number', async () => {
    expect((await page({ operation: 'searchSave' })).items.every((i) => i.operation === 'searchSave')).toBe(
      true,
    );
    expect((await page({ result: 'ERROR' })).items.every((i) => i.result === 'ERROR')).toBe(true);
    expect((await page({ person: 'OZTURK' })).total).toBeGreaterThan(0);
    expect((await page({ person: 'hiç kimse' })).total).toBe(0);
    const quick = await page({ text: 'yurt dışı KULLANIMI' });
    expect(quick.total).toBeGreaterThan(0);
    expect(quick.items.every((i) => i.operationTitle.startsWith('Yurt dışı kullanımı'))).toBe(true);
    const line = (await page({ operation: 'usageAbroadOpen' })).items[0]!.objects.find(
      (o) => o.kind === 'LINE',
    )!.id;
    const byLine = await page({ msisdn: `0${line.slice(0, 3)} ${line.slice(3)}` });
    expect(byLine.total).toBeGreaterThan(0);
    expect(
      byLine.items.every((i) => i.objects.some((o) => o.id === line) || i.objectCount > i.objects.length),
    ).toBe(true);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await page({ from: today, to: today })).total).toBe((await page()).total);
    expect((await page({ to: '2020-01-01' })).total).toBe(0);
  });

  it('refuses a reversed period and a number with letters, in Turkish', async () => {
    const reversed = await world.send('auditTrailList', { query: { from: '2026-02-01', to: '2026-01-01' } });
    expect(reversed.status).toBe(400);
    expect(reversed.body?.status?.message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    const letters = await world.send('auditTrailList', { query: { msisdn: 'beş' } });
    expect(letters.status).toBe(400);
    expect(letters.body?.status?.message).toBe('Hat numarası yalnızca rakam içermelidir.');
  });

  it('opens one entry in full and hides another company’s', async () => {
    const first = (await page({ operation: 'usageAbroadOpen' })).items[0]!;
    const entry = await world.content<AuditEntry>('auditTrailEntry', { params: { entryId: first.entryId } });
    expect(entry).toMatchObject({
      entryId: first.entryId,
      personName: 'Can Öztürk',
      featureTitle: 'Yurt dışı kullanım',
      method: 'PUT',
      path: '/dc_ccsi/v1/usage-abroad/open',
      channel: { channelType: 'SIRKETIM_WEB', appChannel: 'SIRKETIM', appChannelType: 'WEB' },
    });
    expect(entry.companyName).toMatch(/\S/);
    const other = world.client.db
      .prepare(`SELECT id FROM ${AUDIT_TABLE} WHERE corporate_ncst IS NOT ? ORDER BY id DESC`)
      .get(entry.corporateNcst) as { id: number };
    for (const entryId of [String(other.id), '999999', 'abc']) {
      const res = await world.send('auditTrailEntry', { params: { entryId } });
      expect(res.status).toBe(404);
      expect(res.body?.status?.message).toBe('İşlem kaydı bulunamadı.');
    }
  });

  it('exports the filtered trail as a file', async () => {
    const res = await world.send('auditTrailExport', {
      body: { format: 'csv', filter: { operation: 'searchSave' } },
    });
    expect(res.status).toBe(200);
    const text = new TextDecoder().decode(res.bytes);
    expect(text).toContain('Kayıt no;Tarih;İşlemi yapan');
    expect(text).toContain('Arama kaydetme');
    expect(text).not.toContain('Yurt dışı kullanımı açma');
  });
});
