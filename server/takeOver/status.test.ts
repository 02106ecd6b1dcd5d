// @vitest-environment node
/**
 * Take-over order statuses: the status list, cancelling an order that has not started and the
 * moves that are refused, the list's filters, My Orders' view of the same orders, and orders
 * that survive a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderListPage } from '../../src/api/orders/types';
import type { OrderList, StatusList, TakeOverOrder } from '../../src/api/takeOver/types';
import { createOrderStore } from '../db/ledger/orders';
import { testClock } from '../test-support';
import { PREFERENCES, SUBSCRIPTION, tariffFor } from './fixtures';
import { DEFAULT_APPROVAL_SECONDS } from './statuses';
import { startTakeOver, type TakeOverSession, takeOverSession } from './testClient';

async function sentOrder(s: TakeOverSession): Promise<TakeOverOrder> {
  const order = (await startTakeOver(s, ['5441000011'], '5441000011')).order as TakeOverOrder;
  const params = { orderId: order.orderId };
  await s.content('takeOverSubscriptionInfo', SUBSCRIPTION, { params });
  await s.content('takeOverTariff', tariffFor(order), { params });
  await s.content('takeOverPreferences', PREFERENCES, { params });
  await s.content('takeOverFinalize', { transactionId: await s.validatedOtp(order.orderId) }, { params });
  await s.content('takeOverMarsSend', undefined, { params });
  return order;
}

const move = async (s: TakeOverSession, order: TakeOverOrder, status: string) => {
  const res = await s.call<TakeOverOrder>(
    'takeOverUpdateStatus',
    { status },
    {
      params: { workflowInstanceId: order.workflowInstanceId },
    },
  );
  return [res.status, res.body.status?.message, res.body.content?.status];
};

describe('take-over statuses', () => {
  it('lists every status with its Turkish name and whether it may be cancelled', async () => {
    const s = await takeOverSession();
    const { statuses } = await s.content<StatusList>('takeOverStatusList');
    expect(statuses.map((x) => [x.code, x.name, x.cancellable, x.final])).toEqual([
      ['AWAITING_APPROVAL', 'Onay bekliyor', true, false],
      ['APPROVED', 'Devreden onayladı', true, false],
      ['FINALIZED', 'Gönderime hazır', true, false],
      ['IN_PROGRESS', 'Devir işlemde', false, false],
      ['COMPLETED', 'Tamamlandı', false, true],
      ['CANCELLED', 'İptal edildi', false, true],
      ['REJECTED', 'Reddedildi', false, true],
    ]);
    s.client.close();
  });

  it('cancels an order that has not started, frees its lines, and shows it cancelled in My Orders', async () => {
    const s = await takeOverSession();
    const order = (await startTakeOver(s)).order as TakeOverOrder;
    expect(await move(s, order, 'COMPLETED')).toEqual([
      409,
      'Sipariş durumu devir sürecine göre değişir; portaldan yalnızca iptal edilebilir.',
      undefined,
    ]);
    expect(await move(s, order, 'AWAITING_APPROVAL')).toEqual([409, 'Sipariş zaten bu durumda.', undefined]);
    expect(await move(s, order, 'CANCELLED')).toEqual([200, 'İşlem başarılı', 'CANCELLED']);
    expect(await move(s, order, 'CANCELLED')).toEqual([409, 'Sipariş zaten bu durumda.', undefined]);
    // The owner's answer that was still to come changes nothing now.
    s.clock.advance(DEFAULT_APPROVAL_SECONDS);
    const read = await s.content<TakeOverOrder>('takeOverOrderById', undefined, {
      params: { orderId: order.orderId },
    });
    expect(read).toMatchObject({ status: 'CANCELLED', statusName: 'İptal edildi', cancellable: false });
    expect((await startTakeOver(s)).valid).toBe(true);
    const mine = await s.client.call<OrderListPage>('allOrders', undefined, { token: s.pageToken });
    expect(mine.body.content?.orders.find((o) => o.orderNo === order.orderId)?.status).toBe('CANCELLED');
    s.client.close();
  });

  it('refuses to cancel a transfer under way or done, with the reason', async () => {
    const s = await takeOverSession();
    const order = await sentOrder(s);
    expect(await move(s, order, 'CANCELLED')).toEqual([
      409,
      'Devir işlemi başladığı için sipariş iptal edilemez.',
      undefined,
    ]);
    s.clock.advance(60);
    expect(await move(s, order, 'CANCELLED')).toEqual([
      409,
      'Tamamlanmış bir devir siparişi iptal edilemez.',
      undefined,
    ]);
    s.client.close();
  });
});

describe('the take-over order list', () => {
  it('filters by order type and status, newest first, with the seeded demo orders adopted', async () => {
    const s = await takeOverSession();
    const seeded = await s.content<OrderList>('takeOverOrderList');
    const fromPerson = (await startTakeOver(s)).order as TakeOverOrder;
    const fromCompany = (await startTakeOver(s, ['5442000010'], '5442000001')).order as TakeOverOrder;
    const all = await s.content<OrderList>('takeOverOrderList');
    expect(all.orders.length).toBe(seeded.orders.length + 2);
    expect(all.orders.slice(0, 2).map((o) => o.orderId)).toEqual([fromCompany.orderId, fromPerson.orderId]);
    const ids = (o: OrderList) => o.orders.map((x) => x.orderId);
    expect(
      ids(await s.content<OrderList>('takeOverOrderList', undefined, { query: { orderTypeId: '1' } })),
    ).toContain(fromPerson.orderId);
    const companies = await s.content<OrderList>('takeOverOrderList', undefined, {
      query: { orderTypeId: '2' },
    });
    expect(ids(companies)).toContain(fromCompany.orderId);
    expect(ids(companies)).not.toContain(fromPerson.orderId);
    const waiting = await s.content<OrderList>('takeOverOrderList', undefined, {
      query: { status: 'AWAITING_APPROVAL' },
    });
    expect(
      waiting.orders.every((o) => o.status === 'AWAITING_APPROVAL' && o.statusName === 'Onay bekliyor'),
    ).toBe(true);
    expect(waiting.orders[0]).toMatchObject({ transferorName: expect.stringMatching(/\*/), lineCount: 1 });
    const bad = await s.call('takeOverOrderList', undefined, { query: { status: 'BITTI' } });
    expect(bad.status).toBe(400);
    // Every take-over order of My Orders is one the take-over list knows, with the same status.
    const takeOvers = createOrderStore(s.client.db, s.clock.now)
      .list('1000245873')
      .filter((o) => o.orderType === 'TAKE_OVER');
    expect(takeOvers.map((o) => o.orderNo).sort()).toEqual(ids(all).sort());
    s.client.close();
  });

  it('loses the workflow with the order when My Orders deletes an order that has not started', async () => {
    const s = await takeOverSession();
    const order = (await startTakeOver(s)).order as TakeOverOrder;
    const res = await s.client.call('orderDelete', undefined, {
      token: s.pageToken,
      params: { orderNo: order.orderId },
    });
    expect(res.status).toBe(200);
    const left = s.client.db
      .prepare('SELECT COUNT(*) AS n FROM takeover_orders WHERE order_no = ?')
      .get(order.orderId) as {
      n: number;
    };
    expect(left.n).toBe(0);
    expect((await startTakeOver(s)).valid).toBe(true);
    s.client.close();
  });
});

describe('persistence', () => {
  it('keeps an order and its workflow across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'takeover-'));
    const dbPath = join(dir, 'portal.sqlite');
    const clock = testClock();
    try {
      const s = await takeOverSession(undefined, { dbPath, clock });
      const order = (await startTakeOver(s)).order as TakeOverOrder;
      s.client.close();
      clock.advance(DEFAULT_APPROVAL_SECONDS);
      const again = await takeOverSession(undefined, { dbPath, clock });
      const read = await again.content<TakeOverOrder>('takeOverOrderById', undefined, {
        params: { orderId: order.orderId },
      });
      expect(read).toMatchObject({ status: 'APPROVED', lines: order.lines });
      again.client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
