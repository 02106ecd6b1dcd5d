import type { EventObject } from 'xstate';
import { createOrderStore } from '../../server/db/ledger/orders';
import { SEED_COMPANIES } from '../../server/db/seed';
import type { OrderDetail, OrderListPage } from '../../src/api/orders/types';
import type { orderDeleteMachine } from '../../src/machines/orders/orderDeleteMachine';
import type { orderDetailMachine } from '../../src/machines/orders/orderDetailMachine';
import type {
  ordersListMachine,
  ordersListRequestMachine,
} from '../../src/machines/orders/ordersListMachine';
import { freshSandbox } from './support/seededSandbox';

export type ListSnapshot = ReturnType<typeof ordersListMachine.getInitialSnapshot>;
export type ListRequestSnapshot = ReturnType<typeof ordersListRequestMachine.getInitialSnapshot>;
export type DetailSnapshot = ReturnType<typeof orderDetailMachine.getInitialSnapshot>;
export type DeleteSnapshot = ReturnType<typeof orderDeleteMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const ORDERS_PATH = '/dc_ccsi/v1/orders';

/**
 * A deletable (received, not waiting for approval) order of hizli.kullanici's company in the seed,
 * and how many orders the company has, read from a throw-away sandbox: the seed is deterministic,
 * so every fresh sandbox of the walk holds the same.
 */
export const { DELETABLE_ORDER_NO, SEEDED_ORDER_COUNT } = (() => {
  const sandbox = freshSandbox();
  const company = SEED_COMPANIES[2]!.corporateNcst;
  const orders = createOrderStore(sandbox.db, Date.now).list(company);
  const row = orders.filter((o) => o.deletable).at(-1)!;
  sandbox.close();
  // Every order of the company is in My Orders: the wizards' and the package seed's alike.
  return { DELETABLE_ORDER_NO: row.orderNo, SEEDED_ORDER_COUNT: orders.length };
})();

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500 });
const EMPTY_PAGE: OrderListPage = { orders: [], total: SEEDED_ORDER_COUNT, page: 1, pageSize: 10 };

/** The list's own events: a status filter and the second page (the request child does the rest). */
export function listEvents(snapshot: ListSnapshot): ModelEvent[] {
  return [
    { type: 'user.filter', filters: { status: 'COMPLETED' } },
    { type: 'user.page', page: 2 },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeList = (s: ListSnapshot) => JSON.stringify({ value: s.value, query: s.context.query });

/** One page request: it answers or fails; the person retries or refreshes. */
export function requestEvents(snapshot: ListRequestSnapshot | DetailSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: EMPTY_PAGE as unknown as OrderDetail },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'user.refresh' },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeRequest = (s: ListRequestSnapshot | DetailSnapshot) => JSON.stringify(s.value);

/** Delete: ask, cancel or confirm; the call answers or fails; after a failure ask again. */
export function deleteEvents(snapshot: DeleteSnapshot): ModelEvent[] {
  return [
    { type: 'user.delete' },
    { type: 'user.cancel' },
    { type: 'user.confirm' },
    { type: 'xstate.done.actor.remove', output: { orderNo: DELETABLE_ORDER_NO, deleted: true } },
    { type: 'xstate.error.actor.remove', error: fail() },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeDelete = (s: DeleteSnapshot) => JSON.stringify(s.value);
