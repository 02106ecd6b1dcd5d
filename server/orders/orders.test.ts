// @vitest-environment node
/** My orders against the seeded sandbox: list filters and paging, detail scoping, delete rules. */
import type { OrderDetail, OrderListPage } from '../../src/api/orders/types';
import { BODY_CODES, type Envelope } from '../../src/api/types';
import { createApp } from '../app';
import { ORDER_CODES, ORDER_MESSAGES } from '../db/ledger/orderMessages';
import { createOrderStore, ORDER_STATUSES, ORDER_TYPES } from '../db/ledger/orders';
import { SEED_COMPANIES } from '../db/seed';
import { MESSAGES } from '../messages';
import { resetDatabase } from '../sandbox-routes';
import { sandboxClient, USERS } from '../test-support';

type Client = ReturnType<typeof sandboxClient>;

const ORDER_KINDS = `(${ORDER_TYPES.map((t) => `'${t}'`).join(',')})`;

/** GET allOrders with a query string (the test client's `call` sends none). */
async function listOrders(client: Client, token: string | undefined, query: Record<string, string> = {}) {
  const res = await client.app.request(`/api/dc_ccsi/v1/orders?${new URLSearchParams(query)}`, {
    headers: token ? { pageToken: token } : {},
  });
  return { status: res.status, body: (await res.json()) as Envelope<OrderListPage> };
}

const orderRows = (client: Client, ncst: string) =>
  client.db
    .prepare(
      `SELECT number AS orderNo, status, kind AS type FROM ledger_entries WHERE corporate_ncst = ? AND kind IN ${ORDER_KINDS} AND channel = 'PORTAL' ORDER BY id`,
    )
    .all(ncst) as { orderNo: string; status: string; type: string }[];

async function loggedIn(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const login = await client.login(...user);
  return { client, token: login.pageToken, ncst: login.corporateNcst };
}

describe('order seed', () => {
  it('gives every company every order type and every status, the same on every fresh database', () => {
    const a = createApp();
    const b = createApp();
    for (const company of SEED_COMPANIES) {
      const rows = a.db
        .prepare(
          `SELECT kind AS type, status FROM ledger_entries WHERE corporate_ncst = ? AND kind IN ${ORDER_KINDS} AND channel = 'PORTAL'`,
        )
        .all(company.corporateNcst) as { type: string; status: string }[];
      expect(new Set(rows.map((r) => r.type)), company.name).toEqual(new Set(ORDER_TYPES));
      expect([...new Set(rows.map((r) => r.status))], company.name).toEqual(
        expect.arrayContaining([...ORDER_STATUSES]),
      );
    }
    const dump = (db: typeof a.db) =>
      db.prepare('SELECT * FROM ledger_entries o JOIN ledger_lines l ON l.entry_id = o.id').all();
    expect(dump(a.db)).toEqual(dump(b.db));
    expect((a.db.prepare('SELECT COUNT(*) AS n FROM ledger_lines').get() as { n: number }).n).toBeGreaterThan(
      50,
    );
    a.close();
    b.close();
  });
});

describe('sandbox reset', () => {
  it('empties the orders and seeds them again, numbers included', () => {
    const { db, close } = createApp();
    const before = db.prepare('SELECT number FROM ledger_entries ORDER BY id').all();
    const store = createOrderStore(db, () => Date.UTC(2026, 0, 2));
    const ncst = SEED_COMPANIES[0]!.corporateNcst;
    const draft = store.list(ncst).find((o) => o.status === 'DRAFT')!;
    store.remove(ncst, draft.orderNo);
    store.create({
      corporateNcst: ncst,
      userId: 1,
      orderType: 'SIM_CARD',
      status: 'RECEIVED',
      title: 'x',
      lines: [],
      details: {},
    });
    resetDatabase(db);
    expect(db.prepare('SELECT number FROM ledger_entries ORDER BY id').all()).toEqual(before);
    close();
  });
});

describe('allOrders', () => {
  it('pages the company’s orders newest first with the total', async () => {
    const { client, token, ncst } = await loggedIn();
    const all = orderRows(client, ncst);
    const first = await listOrders(client, token);
    expect(first.status).toBe(200);
    const page1 = first.body.content!;
    expect(page1).toMatchObject({ total: all.length, page: 1, pageSize: 10 });
    expect(page1.orders).toHaveLength(10);
    const dates = page1.orders.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const pages = [page1];
    for (let page = 2; page <= Math.ceil(all.length / 10); page++)
      pages.push((await listOrders(client, token, { page: String(page) })).body.content!);
    expect(pages.at(-1)?.orders).toHaveLength(all.length - 10 * (pages.length - 1));
    const seen = new Set(pages.flatMap((p) => p.orders.map((o) => o.orderNo)));
    expect(seen).toEqual(new Set(all.map((o) => o.orderNo)));
    expect(page1.orders[0]).toMatchObject({
      orderNo: expect.stringMatching(/^SP-\d{8}-\d{6}$/),
      lineCount: expect.any(Number),
    });
    // Past the last page: the last page.
    const lastPage = Math.ceil(all.length / 10);
    expect((await listOrders(client, token, { page: '99' })).body.content).toMatchObject({ page: lastPage });
  });

  it('filters by status and type, and searches order number, title and line number', async () => {
    const { client, token, ncst } = await loggedIn();
    const received = (await listOrders(client, token, { status: 'RECEIVED', pageSize: '50' })).body.content!;
    // An order waiting for approval is received, in My Orders' words, and says so in statusName; it
    // cannot be withdrawn while someone decides on it.
    const waiting = (o: { status: string }) => o.status === 'WAITING_APPROVAL';
    expect(received.total).toBe(
      orderRows(client, ncst).filter((o) => o.status === 'RECEIVED' || waiting(o)).length,
    );
    expect(received.orders.every((o) => o.status === 'RECEIVED')).toBe(true);
    expect(received.orders.filter((o) => o.statusName === 'Onay bekliyor' && !o.deletable)).toHaveLength(
      orderRows(client, ncst).filter(waiting).length,
    );
    expect(received.orders.filter((o) => o.statusName === undefined).every((o) => o.deletable)).toBe(true);

    const both = (await listOrders(client, token, { status: 'COMPLETED', orderType: 'NEW_LINE' })).body
      .content!;
    expect(both.total).toBeGreaterThan(0);
    expect(both.orders.every((o) => o.status === 'COMPLETED' && o.orderType === 'NEW_LINE')).toBe(true);

    const target = orderRows(client, ncst)[3]!;
    const byNo = (await listOrders(client, token, { search: target.orderNo.toLowerCase() })).body.content!;
    expect(byNo.orders.map((o) => o.orderNo)).toEqual([target.orderNo]);

    // Turkish case folding: "DEĞİŞİKLİĞİ" finds "değişikliği".
    const byTitle = (await listOrders(client, token, { search: 'SIM KART DEĞİŞİKLİĞİ' })).body.content!;
    const simChanges = client.db
      .prepare(
        `SELECT COUNT(*) AS n FROM ledger_entries WHERE corporate_ncst = ? AND channel = 'PORTAL'
         AND kind IN ${ORDER_KINDS} AND title LIKE '%SIM kart değişikliği%'`,
      )
      .get(ncst) as { n: number };
    expect(byTitle.total).toBe(simChanges.n);

    const line = client.db
      .prepare(
        `SELECT l.msisdn, o.number AS orderNo FROM ledger_lines l JOIN ledger_entries o ON o.id = l.entry_id
         WHERE o.corporate_ncst = ? AND o.kind IN ${ORDER_KINDS} AND o.channel = 'PORTAL' ORDER BY o.id LIMIT 1`,
      )
      .get(ncst) as { msisdn: string; orderNo: string };
    const spaced = `0${line.msisdn.slice(0, 3)} ${line.msisdn.slice(3, 6)} ${line.msisdn.slice(6)}`;
    const byNumber = (await listOrders(client, token, { search: spaced })).body.content!;
    expect(byNumber.orders.map((o) => o.orderNo)).toContain(line.orderNo);

    const none = (await listOrders(client, token, { search: 'yok böyle bir sipariş' })).body.content!;
    expect(none).toMatchObject({ total: 0, orders: [], page: 1 });
  });

  it('answers a Turkish validation error for a wrong query and 401 without a session', async () => {
    const { client, token } = await loggedIn();
    const badStatus = await listOrders(client, token, { status: 'BEKLIYOR' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.status).toMatchObject({ code: BODY_CODES.validation });
    expect(badStatus.body.status?.message).toMatch(/^Sipariş durumu şu değerlerden biri olmalıdır: DRAFT/);
    const badSize = await listOrders(client, token, { pageSize: '500' });
    expect(badSize.status).toBe(400);
    expect(badSize.body.status?.message).toBe('Sayfa boyutu en fazla 50 olabilir.');
    const badPage = await listOrders(client, token, { page: 'ilk' });
    expect(badPage.body.status?.message).toBe('Sayfa tam sayı olmalıdır.');
    const badType = await listOrders(client, token, { orderType: 'X' });
    expect(badType.status).toBe(400);
    expect((await listOrders(client, undefined)).status).toBe(401);
  });
});

describe('orderDetail', () => {
  it('answers the company’s order with its lines and details', async () => {
    const { client, token, ncst } = await loggedIn();
    const { orderNo } = orderRows(client, ncst)[0]!;
    const res = await client.call<OrderDetail>('orderDetail', undefined, { token, params: { orderNo } });
    expect(res.status).toBe(200);
    const order = res.body.content!;
    expect(order.orderNo).toBe(orderNo);
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.lines[0]).toMatchObject({
      msisdn: expect.stringMatching(/^5\d{9}$/),
      tariffName: expect.any(String),
    });
    expect(Array.isArray(order.details.summary)).toBe(true);
    expect(order.createdBy).toMatch(/\S/);
  });

  it('answers 404 "Sipariş bulunamadı." for another company’s order and for an unknown number', async () => {
    const { client, token, ncst } = await loggedIn();
    const other = SEED_COMPANIES.find((c) => c.corporateNcst !== ncst)!;
    const { orderNo } = orderRows(client, other.corporateNcst)[0]!;
    for (const no of [orderNo, 'SP-20250101-999999']) {
      const res = await client.call('orderDetail', undefined, { token, params: { orderNo: no } });
      expect(res.status, no).toBe(404);
      expect(res.body.status).toMatchObject({ code: BODY_CODES.notFound, message: ORDER_MESSAGES.notFound });
    }
  });
});

describe('orderDelete', () => {
  it('deletes DRAFT and RECEIVED orders, which then are gone from list and detail', async () => {
    const { client, token, ncst } = await loggedIn();
    for (const status of ['DRAFT', 'RECEIVED']) {
      const { orderNo } = orderRows(client, ncst).find((o) => o.status === status)!;
      const res = await client.call('orderDelete', {}, { token, params: { orderNo } });
      expect(res.status, status).toBe(200);
      expect(res.body.content).toEqual({ orderNo, deleted: true });
      const detail = await client.call('orderDetail', undefined, { token, params: { orderNo } });
      expect(detail.status).toBe(404);
      const list = (await listOrders(client, token, { search: orderNo })).body.content!;
      expect(list.total).toBe(0);
    }
  });

  it('refuses orders already being worked on with a Turkish message and keeps them', async () => {
    const { client, token, ncst } = await loggedIn();
    for (const status of ['IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'FAILED']) {
      const { orderNo } = orderRows(client, ncst).find((o) => o.status === status)!;
      const res = await client.call('orderDelete', {}, { token, params: { orderNo } });
      expect(res.status, status).toBe(409);
      expect(res.body.status?.code).toBe(ORDER_CODES.notDeletable);
      expect(res.body.status?.message).toMatch(/durumunda olduğu için silinemez/);
      expect(orderRows(client, ncst).some((o) => o.orderNo === orderNo)).toBe(true);
    }
  });

  it('answers 404 for another company’s order and leaves it alone', async () => {
    const { client, token, ncst } = await loggedIn();
    const other = SEED_COMPANIES.find((c) => c.corporateNcst !== ncst)!;
    const { orderNo } = orderRows(client, other.corporateNcst).find((o) => o.status === 'DRAFT')!;
    const res = await client.call('orderDelete', {}, { token, params: { orderNo } });
    expect(res.status).toBe(404);
    expect(res.body.status?.message).toBe(ORDER_MESSAGES.notFound);
    expect(orderRows(client, other.corporateNcst).some((o) => o.orderNo === orderNo)).toBe(true);
  });

  it('answers 403 to a person without full authority, who may still read', async () => {
    const { client, token, ncst } = await loggedIn(USERS.limited);
    const { orderNo } = orderRows(client, ncst).find((o) => o.status === 'RECEIVED')!;
    const res = await client.call('orderDelete', {}, { token, params: { orderNo } });
    expect(res.status).toBe(403);
    expect(res.body.status).toMatchObject({ code: BODY_CODES.forbidden, message: MESSAGES.forbiddenWrite });
    expect(orderRows(client, ncst).some((o) => o.orderNo === orderNo)).toBe(true);
    expect((await listOrders(client, token)).status).toBe(200);
  });
});
