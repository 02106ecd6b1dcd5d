/**
 * My orders (spec §3 "My orders", §7 allOrders, orderDetail, orderDelete): the company's orders
 * of every feature from the shared order store, filtered and paged on the server.
 */
import type { OrderDetail, OrderSummary } from '../../src/api/orders/types';
import { requireSession } from '../access';
import { createOrderStore, orderNotFound, type StoredOrder } from '../db/ledger/orders';
import { defineHandlers, type HandlerContext } from '../handlers/types';

export const DEFAULT_PAGE_SIZE = 10;

/** Turkish lower case with dotless ı folded, so "sim" finds "SIM" and "İptal" alike. */
const fold = (s: string) => s.toLocaleLowerCase('tr-TR').replace(/ı/g, 'i');

/**
 * The order store, after what has fallen due with time is written (a take-over's status
 * advances when its owner answers): My Orders shows what each order's own rows show.
 */
const storeOf = ({ deps }: Pick<HandlerContext, 'deps'>) => {
  deps.settle();
  return createOrderStore(deps.db, deps.now);
};
const iso = (ms: number) => new Date(ms).toISOString();

function matchesSearch(order: StoredOrder, search: string): boolean {
  const needle = fold(search);
  if (fold(order.orderNo).includes(needle) || fold(order.title).includes(needle)) return true;
  // A number may be typed with spaces or a leading 0 ("0532 111 22 33").
  const digits = search.replace(/\D/g, '').replace(/^0(?=5)/, '');
  return (
    digits.length >= 3 && /^[\d\s()+-]+$/.test(search) && order.lines.some((l) => l.msisdn.includes(digits))
  );
}

/** What the list and the detail both say of an order. */
function head(order: StoredOrder) {
  return {
    orderNo: order.orderNo,
    orderType: order.orderType,
    status: order.status,
    // A feature with finer statuses (take-over) keeps its word for the status in the details.
    ...(typeof order.details.statusName === 'string' ? { statusName: order.details.statusName } : {}),
    title: order.title,
    createdAt: iso(order.createdAt),
    createdBy: order.createdBy,
    deletable: order.deletable,
  };
}

function toSummary(order: StoredOrder): OrderSummary {
  return { ...head(order), lineCount: order.lines.length };
}

function toDetail(order: StoredOrder): OrderDetail {
  return { ...head(order), updatedAt: iso(order.updatedAt), lines: order.lines, details: order.details };
}

export const ordersHandlers = defineHandlers({
  allOrders: (ctx) => {
    const session = requireSession(ctx.auth);
    const { query } = ctx;
    const matching = storeOf(ctx)
      .list(session.corporateNcst)
      .filter(
        (order) =>
          (!query.status || order.status === query.status) &&
          (!query.orderType || order.orderType === query.orderType) &&
          (!query.search || matchesSearch(order, query.search)),
      );
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    // A page past the end (the last order of the last page was deleted) shows the last page.
    const lastPage = Math.max(1, Math.ceil(matching.length / pageSize));
    const page = Math.min(query.page ?? 1, lastPage);
    return {
      orders: matching.slice((page - 1) * pageSize, page * pageSize).map(toSummary),
      total: matching.length,
      page,
      pageSize,
    };
  },

  orderDetail: (ctx) => {
    const session = requireSession(ctx.auth);
    const order = storeOf(ctx).get(session.corporateNcst, ctx.params.orderNo);
    if (!order) throw orderNotFound();
    return toDetail(order);
  },

  // Full authority is checked by the permission guard (a DELETE row is a write).
  orderDelete: (ctx) => {
    const session = requireSession(ctx.auth);
    const orderNo = ctx.params.orderNo;
    storeOf(ctx).remove(session.corporateNcst, orderNo);
    return { orderNo, deleted: true as const };
  },
});
