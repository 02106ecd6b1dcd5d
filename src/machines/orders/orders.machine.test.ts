import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import { callEndpoint } from '../../actors/http';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { OrderListPage } from '../../api/orders/types';
import { createRequestMachine } from '../shared/requestMachine';
import { orderDeleteMachine } from './orderDeleteMachine';
import { orderDetailMachine } from './orderDetailMachine';
import {
  DEFAULT_ORDER_QUERY,
  hasFilters,
  type OrderQuery,
  pageCount,
  withFilters,
  withPage,
} from './orderQuery';
import { ordersListMachine, ordersListRequestMachine } from './ordersListMachine';

// The catalogue calls of the two request machines, answered by a spy (the rest of the module stays real).
vi.mock('../../actors/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../actors/http')>()),
  callEndpoint: vi.fn(async (name: string) => ({ row: name })),
}));

const page = (query: OrderQuery): OrderListPage => ({
  orders: [],
  total: 23,
  page: query.page,
  pageSize: query.pageSize,
});

/** The list with a stand-in request child that records each query and its abort signal. */
function startList(hold = false) {
  const calls: { query: OrderQuery; signal: AbortSignal }[] = [];
  const request = createRequestMachine<OrderListPage, OrderQuery>('fakeRequest', (query, signal) => {
    calls.push({ query, signal });
    return hold && calls.length === 1 ? new Promise(() => {}) : Promise.resolve(page(query));
  });
  const actor = createActor(ordersListMachine.provide({ actors: { request } }), { input: {} }).start();
  const child = () => actor.getSnapshot().children.request!;
  return { actor, calls, child };
}

describe('order query rules', () => {
  it('resets to the first page on new filters and drops empty ones', () => {
    const onPage3 = withPage(DEFAULT_ORDER_QUERY, 3);
    expect(withFilters(onPage3, { status: 'DRAFT', search: '  ' })).toEqual({
      page: 1,
      pageSize: 10,
      status: 'DRAFT',
    });
    expect(withFilters(onPage3, { orderType: 'SIM_CARD', search: ' SP-1 ' })).toEqual({
      page: 1,
      pageSize: 10,
      orderType: 'SIM_CARD',
      search: 'SP-1',
    });
    expect(withPage(DEFAULT_ORDER_QUERY, 0).page).toBe(1);
  });

  it('tells a filtered query from the plain one and counts pages', () => {
    expect(hasFilters(DEFAULT_ORDER_QUERY)).toBe(false);
    expect(hasFilters({ search: 'x' })).toBe(true);
    expect(pageCount({ total: 0, pageSize: 10 })).toBe(1);
    expect(pageCount({ total: 21, pageSize: 10 })).toBe(3);
  });
});

describe('ordersListMachine', () => {
  it('loads the first page without filters', async () => {
    const { calls, child } = startList();
    const loaded = await waitFor(child(), (s) => s.hasTag('loaded'));
    expect(calls.map((c) => c.query)).toEqual([DEFAULT_ORDER_QUERY]);
    expect(loaded.context.data?.total).toBe(23);
  });

  it('asks again with the filters at page one, and with a chosen page keeping the filters', async () => {
    const { actor, calls, child } = startList();
    await waitFor(child(), (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.page', page: 2 });
    await waitFor(child(), (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.filter', filters: { status: 'RECEIVED', orderType: 'NEW_LINE' } });
    await waitFor(child(), (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.page', page: 2 });
    await waitFor(child(), (s) => s.hasTag('loaded') && s.context.input.page === 2);
    expect(calls.map((c) => c.query)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
      { page: 1, pageSize: 10, status: 'RECEIVED', orderType: 'NEW_LINE' },
      { page: 2, pageSize: 10, status: 'RECEIVED', orderType: 'NEW_LINE' },
    ]);
  });

  it('takes a filter change while a page is still loading and aborts that call', async () => {
    const { actor, calls, child } = startList(true);
    expect(child().getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'user.filter', filters: { search: 'SP-2025' } });
    await waitFor(child(), (s) => s.hasTag('loaded'));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.query).toEqual({ page: 1, pageSize: 10, search: 'SP-2025' });
  });
});

describe('orderDeleteMachine', () => {
  it('says which edge action was not provided instead of doing nothing', async () => {
    const actor = createActor(
      orderDeleteMachine.provide({
        actors: { remove: fromPromise(async () => ({ orderNo: 'SP-1', deleted: true as const })) },
      }),
      { input: { orderNo: 'SP-1', rights: FULL_RIGHTS } },
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'user.delete' });
    actor.send({ type: 'user.confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(String(errors[0])).toMatch(/must be provided/);
  });

  function startDelete(
    outcome: 'ok' | 'fail',
    /** null: the rights are not known (loading or failed). */
    rights: PersonRights | null = FULL_RIGHTS,
  ) {
    const removed: unknown[] = [];
    const notifyDeleted = vi.fn();
    const showList = vi.fn();
    const reloadOrder = vi.fn();
    const machine = orderDeleteMachine.provide({
      actors: {
        remove: fromPromise(async ({ input }) => {
          removed.push(input);
          if (outcome === 'fail') throw new Error('Bu sipariş silinemez.');
          return { orderNo: 'SP-20251001-000004', deleted: true as const };
        }),
      },
      actions: {
        notifyDeleted: (_, params) => notifyDeleted(params),
        showList,
        reloadOrder,
      },
    });
    const actor = createActor(machine, {
      input: { orderNo: 'SP-20251001-000004', rights: rights ?? undefined },
    }).start();
    return { actor, removed, notifyDeleted, showList, reloadOrder };
  }

  it('asks nothing and deletes nothing without the orders group’s Talep or unknown rights (issue 37)', () => {
    for (const rights of [withoutRequest('orders'), null]) {
      const { actor, removed } = startDelete('ok', rights);
      expect(actor.getSnapshot().can({ type: 'user.delete' })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.delete' });
      actor.send({ type: 'user.confirm' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(removed).toEqual([]);
      actor.stop();
    }
  });

  it('asks before deleting; cancelling deletes nothing', () => {
    const { actor, removed } = startDelete('ok');
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
    actor.send({ type: 'user.delete' });
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(removed).toEqual([]);
  });

  it('deletes after the confirmation, notifies and goes back to the list', async () => {
    const { actor, removed, notifyDeleted, showList, reloadOrder } = startDelete('ok');
    actor.send({ type: 'user.delete' });
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second confirm while the call runs does nothing.
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
    await waitFor(actor, (s) => s.status === 'done');
    expect(removed).toEqual([{ params: { orderNo: 'SP-20251001-000004' } }]);
    expect(notifyDeleted).toHaveBeenCalledWith({ orderNo: 'SP-20251001-000004' });
    expect(showList).toHaveBeenCalledTimes(1);
    expect(reloadOrder).not.toHaveBeenCalled();
  });

  it('on a failure reloads the order, stays on the page and can be tried again', async () => {
    const { actor, notifyDeleted, showList, reloadOrder } = startDelete('fail');
    actor.send({ type: 'user.delete' });
    actor.send({ type: 'user.confirm' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('dialog')).toBe(false);
    expect(reloadOrder).toHaveBeenCalledTimes(1);
    expect(notifyDeleted).not.toHaveBeenCalled();
    expect(showList).not.toHaveBeenCalled();
    actor.send({ type: 'user.delete' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });
});

describe('the rows behind the request machines', () => {
  it('loads a page with allOrders and the query, and an order with orderDetail and its number', async () => {
    const list = createActor(ordersListRequestMachine, {
      input: { page: 2, pageSize: 10, status: 'DRAFT' },
    }).start();
    await waitFor(list, (s) => s.hasTag('loaded'));
    const detail = createActor(orderDetailMachine, { input: { orderNo: 'SP-20251001-000004' } }).start();
    expect((await waitFor(detail, (s) => s.hasTag('loaded'))).context.data).toEqual({ row: 'orderDetail' });
    expect(vi.mocked(callEndpoint).mock.calls.map(([name, input]) => [name, input])).toEqual([
      ['allOrders', { query: { page: 2, pageSize: 10, status: 'DRAFT' } }],
      ['orderDetail', { params: { orderNo: 'SP-20251001-000004' } }],
    ]);
  });
});
