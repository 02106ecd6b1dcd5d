// @vitest-environment node
/**
 * The line operations request history against the seeded sandbox: every operation type and
 * status seeded, server-side filters, sort and paging, the detail asked with its own operation
 * type, the GSM rows, company scoping, the open counts matching the screens, Turkish refusals.
 */
import { DOCUMENT_TYPES, OPERATION_TYPES, REQUEST_STATUSES } from '../../src/api/orderTransactions/types';
import { createApp } from '../app';
import { USERS } from '../test-support';
import { ORDER_TRANSACTION_MESSAGES } from './messages';
import { SEEDED_OPERATIONS } from './seed';
import { historyClient } from './support';

describe('request history seed', () => {
  it('gives every company every operation type and status, the same on every fresh database', () => {
    const a = createApp();
    const b = createApp();
    const companies = a.db.prepare('SELECT corporate_ncst AS ncst FROM companies').all() as {
      ncst: string;
    }[];
    for (const { ncst } of companies) {
      const rows = a.db
        .prepare(
          "SELECT operation_type_id AS op, status FROM ledger_entries WHERE corporate_ncst = ? AND operation_type_id IS NOT NULL AND status <> 'DRAFT'",
        )
        .all(ncst) as { op: number; status: string }[];
      if (rows.length === 0) continue;
      expect([...new Set(rows.map((r) => r.op))]).toEqual(
        expect.arrayContaining(SEEDED_OPERATIONS.map((op) => op.id)),
      );
      // Every status a request ends in or passes through; approvals (waiting) come from the portal's
      // own writes on the approval queue (server/db/approvals.ts), never from this seed alone.
      expect([...new Set(rows.map((r) => r.status))]).toEqual(
        expect.arrayContaining(REQUEST_STATUSES.filter((s) => s !== 'WAITING_APPROVAL' && s !== 'REJECTED')),
      );
      const unqueued = a.db
        .prepare(
          `SELECT COUNT(*) AS n FROM ledger_entries e WHERE e.corporate_ncst = ? AND e.status = 'WAITING_APPROVAL'
           AND NOT EXISTS (SELECT 1 FROM approval_procedures q WHERE q.workflow_instance_id = e.number)`,
        )
        .get(ncst) as { n: number };
      expect(unqueued.n).toBe(0);
    }
    const dump = (db: typeof a.db) =>
      db.prepare('SELECT * FROM ledger_entries t JOIN ledger_lines l ON l.entry_id = t.id').all();
    expect(dump(a.db)).toEqual(dump(b.db));
    a.close();
    b.close();
  });
});

describe('orderTransactionHistory', () => {
  it('lists the newest first and pages without gaps or repeats', async () => {
    const run = await historyClient();
    const whole = await run.all();
    expect(whole.length).toBeGreaterThanOrEqual(40);
    const times = whole.map((t) => t.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const first = await run.list({ offset: 0, limit: 10 });
    const second = await run.list({ offset: 10, limit: 10 });
    expect(first.total).toBe(whole.length);
    expect([...first.items, ...second.items].map((t) => t.orderId)).toEqual(
      whole.slice(0, 20).map((t) => t.orderId),
    );
    // Counts follow the GSM rows.
    for (const t of whole) expect(t.doneCount + t.failedCount).toBeLessThanOrEqual(t.lineCount);
  });

  it('filters by document type, status, OPEN, period, line number and the quick text', async () => {
    const run = await historyClient();
    const whole = await run.all();
    for (const documentType of new Set(SEEDED_OPERATIONS.map((op) => op.documentType))) {
      const found = await run.all({ documentType });
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBe(whole.filter((t) => t.documentType === documentType).length);
    }
    const partial = await run.all({ status: 'PARTIAL' });
    expect(partial.every((t) => t.status === 'PARTIAL' && t.failedCount > 0 && t.doneCount > 0)).toBe(true);
    const open = await run.all({ status: 'OPEN' });
    expect(open.length).toBe(
      whole.filter((t) => ['WAITING_APPROVAL', 'RECEIVED', 'IN_PROGRESS'].includes(t.status)).length,
    );
    expect(open.length).toBeGreaterThan(0);

    // A period in Turkey's days, both ends included.
    const day = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);
    const middle = whole[Math.floor(whole.length / 2)]!;
    const inDay = await run.all({ from: day(middle.createdAt), to: day(middle.createdAt) });
    expect(inDay.map((t) => t.orderId)).toContain(middle.orderId);
    expect(inDay.every((t) => day(t.createdAt) === day(middle.createdAt))).toBe(true);

    // A line of a request, written the way people write it.
    const { body } = await run.gsm(middle.orderId);
    const msisdn = body.content!.items[0]!.msisdn;
    const written = `0${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6, 8)} ${msisdn.slice(8)}`;
    const byLine = await run.all({ msisdn: written });
    expect(byLine.map((t) => t.orderId)).toContain(middle.orderId);
    expect((await run.all({ text: msisdn.slice(-7) })).map((t) => t.orderId)).toContain(middle.orderId);
    expect((await run.all({ text: middle.orderId.toLowerCase() })).map((t) => t.orderId)).toEqual([
      middle.orderId,
    ]);
    const person = middle.createdBy.split(' ')[0]!;
    const byPerson = await run.all({ text: person.toLocaleUpperCase('tr-TR') });
    expect(byPerson.length).toBeGreaterThan(0);
    expect(byPerson.every((t) => t.createdBy.includes(person))).toBe(true);
  });

  it('sorts by every field, both ways', async () => {
    const run = await historyClient();
    const asc = await run.all({ sort: 'lineCount', direction: 'asc' });
    const counts = asc.map((t) => t.lineCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const desc = await run.all({ sort: 'orderId', direction: 'desc' });
    const ids = desc.map((t) => t.orderId);
    expect(ids).toEqual([...ids].sort().reverse());
    for (const sort of ['createdAt', 'operationName', 'status', 'createdBy']) {
      expect((await run.list({ sort, direction: 'asc', limit: 5 })).items).toHaveLength(5);
    }
  });

  it('says in Turkish what is wrong with a query', async () => {
    const run = await historyClient();
    const bad = await run.get('order-transactions', { status: 'DONE' });
    expect(bad.status).toBe(400);
    expect(bad.body.status?.message).toMatch(/^Talep durumu/);
    const period = await run.get('order-transactions', { from: '2026-05-10', to: '2026-05-01' });
    expect(period.status).toBe(400);
    expect(period.body.status?.message).toBe(ORDER_TRANSACTION_MESSAGES.periodOrder);
    const page = await run.get('order-transactions', { limit: 500 });
    expect(page.body.status?.message).toBe('Sayfa boyutu en fazla 200 olabilir.');
    const day = await run.get('order-transactions', { from: '2026-13-01' });
    expect(day.body.status?.message).toBe('Başlangıç tarihi geçerli bir tarih değil.');
  });
});

describe('a request and its GSM rows', () => {
  it('answers the detail with its own operation type, and each line with its result', async () => {
    const run = await historyClient();
    const [partial] = await run.all({ status: 'PARTIAL' });
    const detail = await run.detail(partial!.orderId, partial!.operationTypeId);
    expect(detail.status).toBe(200);
    expect(detail.body.content).toMatchObject({ orderId: partial!.orderId, status: 'PARTIAL' });
    expect(detail.body.content?.summary.length).toBeGreaterThan(0);
    expect(detail.body.content?.completedAt).toBeDefined();
    const gsm = await run.gsm(partial!.orderId);
    const items = gsm.body.content!.items;
    expect(items).toHaveLength(partial!.lineCount);
    const failed = items.filter((line) => line.status === 'FAILED');
    expect(failed).toHaveLength(partial!.failedCount);
    expect(failed.every((line) => (line.reason ?? '').endsWith('.'))).toBe(true);
    expect(items.filter((line) => line.status === 'DONE').every((line) => !line.reason)).toBe(true);

    const wrongType = await run.detail(partial!.orderId, partial!.operationTypeId === 11 ? 12 : 11);
    expect(wrongType.status).toBe(404);
    expect(wrongType.body.status?.message).toBe('Talep bulunamadı.');
    const [open] = await run.all({ status: 'RECEIVED' });
    const openDetail = await run.detail(open!.orderId, open!.operationTypeId);
    expect(openDetail.body.content?.completedAt).toBeUndefined();
    const pending = await run.gsm(open!.orderId);
    expect(pending.body.content!.items.every((line) => line.status === 'PENDING' && !line.processedAt)).toBe(
      true,
    );
  });

  it('never shows another company’s request, and answers it as one that does not exist', async () => {
    const fast = await historyClient();
    const [mine] = await fast.all();
    const other = await historyClient(USERS.demo, fast.client);
    // The demo user's first company is another one than the fast user's.
    expect(other.login.corporateNcst).not.toBe(fast.login.corporateNcst);
    const theirs = await other.detail(mine!.orderId, mine!.operationTypeId);
    expect(theirs.status).toBe(404);
    expect((await other.gsm(mine!.orderId)).status).toBe(404);
    expect((await other.all()).map((t) => t.orderId)).not.toContain(mine!.orderId);
    expect((await fast.gsm('HT-00000000-999999')).body.status?.message).toBe('Talep bulunamadı.');
  });

  it('the limited user reads the history, its detail and its export (all reads)', async () => {
    const run = await historyClient(USERS.limited);
    const [first] = await run.all();
    expect(first).toBeDefined();
    expect((await run.detail(first!.orderId, first!.operationTypeId)).status).toBe(200);
    expect((await run.gsm(first!.orderId)).status).toBe(200);
    const mailed = await run.client.call<{ mailed: boolean }>(
      'exportReport',
      { report: 'ORDER_TRANSACTIONS', format: 'csv', sendMail: true },
      { token: run.token },
    );
    expect(mailed.body.content?.mailed).toBe(true);
  });

  it('a call without a session answers 401', async () => {
    const run = await historyClient();
    const res = await run.client.app.request('/api/dc_ccsi/v1/order-transactions');
    expect(res.status).toBe(401);
  });
});

describe('demandAndOrderCounts', () => {
  it('counts the open requests of this history and the open orders of My Orders', async () => {
    const run = await historyClient();
    const counts = await run.counts();
    expect(counts.openDemands).toBe((await run.list({ status: 'OPEN' })).total);
    const orders = async (status: string) =>
      (await run.get<{ total: number }>('orders', { status })).body.content!.total;
    expect(counts.openOrders).toBe((await orders('RECEIVED')) + (await orders('IN_PROGRESS')));
    expect(counts.openDemands).toBeGreaterThan(0);
    expect(counts.openOrders).toBeGreaterThan(0);
    // A request that ends leaves the count at once.
    run.client.db
      .prepare(
        `UPDATE ledger_entries SET status = 'COMPLETED' WHERE id = (SELECT id FROM ledger_entries
         WHERE corporate_ncst = ? AND status = 'RECEIVED' AND operation_type_id IS NOT NULL LIMIT 1)`,
      )
      .run(run.login.corporateNcst);
    expect((await run.counts()).openDemands).toBe(counts.openDemands - 1);
  });
});
