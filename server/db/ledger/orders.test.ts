// @vitest-environment node
/** The shared order store: numbering, company scoping, updates and the delete rule. */

import { ApiError } from '../../envelope';
import { openSandboxDatabase } from '../open';
import { SEED_COMPANIES } from '../seed';
import { ORDER_CODES, ORDER_MESSAGES } from './orderMessages';
import { createOrderStore, type NewOrderInput } from './orders';

const [first, second] = SEED_COMPANIES.map((c) => c.corporateNcst) as [string, string];
const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

function setup() {
  const db = openSandboxDatabase(':memory:');
  // The store only needs a company and a user to point at; no full seed, so ids are predictable.
  db.exec(`INSERT INTO holdings (id, name) VALUES (1, 'H')`);
  for (const [i, ncst] of [first, second].entries()) {
    db.prepare(
      `INSERT INTO companies (corporate_ncst, corporate_id, customer_ncst, holding_id, name, segment,
         product_id, position) VALUES (?, ?, ?, 1, ?, 'KURUMSAL', 1, ?)`,
    ).run(ncst, `c${i}`, `n${i}`, `Şirket ${i}`, i);
  }
  db.exec(`INSERT INTO users (id, user_name, password_hash, full_name, authorized_person_type,
    full_authority, msisdn) VALUES (7, 'u', 'x', 'Ayşe Yılmaz', 'TAM_YETKILI', 1, '5320000000')`);
  let clock = T0;
  const store = createOrderStore(db, () => clock);
  return { db, store, tick: (ms: number) => (clock += ms) };
}

const input = (overrides: Partial<NewOrderInput> = {}): NewOrderInput => ({
  corporateNcst: first,
  userId: 7,
  orderType: 'NEW_LINE',
  status: 'RECEIVED',
  title: '1 ses hattı, 1 M2M hattı',
  lines: [
    {
      msisdn: '5321112233',
      productType: 'VOICE',
      tariffName: 'Kurumsal Süper 10 GB',
      simType: 'PHYSICAL',
      iccid: '8990111',
    },
    { msisdn: '5321112234', productType: 'M2M', tariffName: 'M2M Filo Takip 200 MB', simType: 'ESIM' },
  ],
  details: { delivery: { city: 'İstanbul' } },
  ...overrides,
});

describe('order store', () => {
  it('creates text order numbers from the day and a never-repeating sequence', () => {
    const { store, tick } = setup();
    const a = store.create(input());
    tick(1000);
    const b = store.create(input());
    expect(a.orderNo).toBe('SP-20261121-000001');
    expect(b.orderNo).toBe('SP-20261121-000002');
    store.remove(first, b.orderNo);
    // The deleted number is not handed out again.
    expect(store.create(input()).orderNo).toBe('SP-20261121-000003');
  });

  it('reads back every field, the creator name and whether it can be deleted', () => {
    const { store } = setup();
    const { orderNo } = store.create(input());
    const order = store.get(first, orderNo);
    expect(order).toEqual({
      orderNo,
      orderType: 'NEW_LINE',
      status: 'RECEIVED',
      title: '1 ses hattı, 1 M2M hattı',
      lines: input().lines,
      details: { delivery: { city: 'İstanbul' } },
      createdAt: T0,
      updatedAt: T0,
      createdBy: 'Ayşe Yılmaz',
      deletable: true,
    });
  });

  it('keeps companies apart: another company neither sees nor removes the order', () => {
    const { store } = setup();
    const { orderNo } = store.create(input());
    expect(store.get(second, orderNo)).toBeUndefined();
    expect(store.list(second)).toEqual([]);
    expect(() => store.remove(second, orderNo)).toThrow(ORDER_MESSAGES.notFound);
    expect(() => store.update(second, orderNo, { status: 'COMPLETED' })).toThrow(ORDER_MESSAGES.notFound);
    expect(store.get(first, orderNo)).toBeDefined();
  });

  it('lists newest first with the lines of each order', () => {
    const { store, tick } = setup();
    const old = store.create(input({ title: 'eski', lines: [] }));
    tick(60_000);
    const recent = store.create(input({ title: 'yeni', orderType: 'SIM_CARD' }));
    const list = store.list(first);
    expect(list.map((o) => o.orderNo)).toEqual([recent.orderNo, old.orderNo]);
    expect(list[0]?.lines).toHaveLength(2);
    expect(list[1]?.lines).toEqual([]);
  });

  it('updates status, title, details and lines and moves updatedAt', () => {
    const { store, tick } = setup();
    const { orderNo } = store.create(input({ status: 'DRAFT' }));
    tick(5000);
    const updated = store.update(first, orderNo, {
      status: 'IN_PROGRESS',
      title: '1 veri hattı',
      details: { step: 3 },
      lines: [
        { msisdn: '5330000000', productType: 'DATA', tariffName: 'Kurumsal Data 20 GB', simType: 'ESIM' },
      ],
    });
    expect(updated).toMatchObject({
      status: 'IN_PROGRESS',
      title: '1 veri hattı',
      details: { step: 3 },
      createdAt: T0,
      updatedAt: T0 + 5000,
      deletable: false,
    });
    expect(updated.lines).toEqual([
      { msisdn: '5330000000', productType: 'DATA', tariffName: 'Kurumsal Data 20 GB', simType: 'ESIM' },
    ]);
    // A status-only patch leaves the rest alone.
    expect(store.update(first, orderNo, { status: 'COMPLETED' })).toMatchObject({ title: '1 veri hattı' });
  });

  it('removes DRAFT and RECEIVED orders with their lines and refuses every other status in Turkish', () => {
    const { db, store } = setup();
    for (const status of ['DRAFT', 'RECEIVED'] as const) {
      const { orderNo } = store.create(input({ status }));
      store.remove(first, orderNo);
      expect(store.get(first, orderNo)).toBeUndefined();
    }
    expect((db.prepare('SELECT COUNT(*) AS n FROM ledger_lines').get() as { n: number }).n).toBe(0);
    for (const status of ['IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'FAILED'] as const) {
      const { orderNo } = store.create(input({ status }));
      let error: unknown;
      try {
        store.remove(first, orderNo);
      } catch (e) {
        error = e;
      }
      expect(error, status).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(ORDER_CODES.notDeletable);
      expect((error as ApiError).httpStatus).toBe(409);
      expect((error as ApiError).message).toMatch(/silinemez/);
      expect(store.get(first, orderNo)?.deletable).toBe(false);
    }
  });
});
