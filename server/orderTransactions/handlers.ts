/**
 * The line operations request history (spec §7 order transaction rows): the company's requests
 * filtered, sorted and paged on the server, one request's detail (asked with its own operation
 * type) and its GSM rows, the open demand and order counts, and the history's export through the
 * report row. Everything is a read, so every signed-in person of the company may call it; another
 * company's request answers exactly as one that does not exist.
 */
import { OPEN_REQUEST_STATUSES, type OrderTransactionSort } from '../../src/api/orderTransactions/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { companyTransactions, findTransaction, openTransactionCount } from '../db/ledger/lineOperations';
import { createOrderStore } from '../db/ledger/orders';
import { ApiError } from '../envelope';
import { mailedAnswer } from '../files/mailed';
import { fileResponse } from '../files/sheets';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import { exportName, transactionsFile } from './export';
import { matches, sorted } from './list';
import { ORDER_TRANSACTION_MESSAGES } from './messages';

/** Fifty requests when the page asks no size. */
const DEFAULT_LIMIT = 50;
/** My Orders' statuses that still wait for a result (drafts are not sent yet). */
const OPEN_ORDER_STATUSES = ['RECEIVED', 'IN_PROGRESS'];

type Ctx = Pick<HandlerContext, 'auth' | 'deps'>;

const iso = (ms: number) => new Date(ms).toISOString();
const notFound = () => new ApiError(404, BODY_CODES.notFound, ORDER_TRANSACTION_MESSAGES.notFound);

function checkPeriod(filter: { from?: string | undefined; to?: string | undefined } | undefined) {
  if (filter?.from && filter.to && filter.from > filter.to)
    throw new ApiError(400, BODY_CODES.validation, ORDER_TRANSACTION_MESSAGES.periodOrder);
}

function summaryOf(t: ReturnType<typeof companyTransactions>[number]) {
  return {
    orderId: t.orderId,
    documentType: t.documentType,
    operationTypeId: t.operationTypeId,
    operationName: t.operationName,
    status: t.status,
    createdAt: iso(t.createdAt),
    updatedAt: iso(t.updatedAt),
    createdBy: t.createdBy,
    channel: t.channel,
    lineCount: t.lineCount,
    doneCount: t.doneCount,
    failedCount: t.failedCount,
  };
}

function requestOf(ctx: Ctx, orderId: string) {
  const session = requireSession(ctx.auth);
  // Other features' entries move with time (a bulk tariff job's lines): written before reading.
  ctx.deps.settle();
  const found = findTransaction(ctx.deps.db, session.corporateNcst, orderId);
  if (!found) throw notFound();
  return found;
}

export const orderTransactionHandlers = defineHandlers({
  orderTransactionHistory: (ctx) => {
    const session = requireSession(ctx.auth);
    const { sort, direction, offset, limit, ...filter } = ctx.query;
    checkPeriod(filter);
    ctx.deps.settle();
    const order: OrderTransactionSort | undefined = sort
      ? { field: sort, direction: direction ?? 'asc' }
      : undefined;
    const found = sorted(
      companyTransactions(ctx.deps.db, session.corporateNcst).filter((t) => matches(t, filter)),
      order,
    );
    const start = offset ?? 0;
    return {
      total: found.length,
      items: found.slice(start, start + (limit ?? DEFAULT_LIMIT)).map(summaryOf),
    };
  },

  orderTransactionHistoryRow: (ctx) => {
    const found = requestOf(ctx, ctx.params.orderId);
    // The detail is asked with the request's own operation type; another one finds nothing.
    if (found.operationTypeId !== ctx.query.operationTypeId) throw notFound();
    return {
      ...summaryOf(found),
      summary: found.summary,
      ...(found.completedAt === null ? {} : { completedAt: iso(found.completedAt) }),
    };
  },

  orderTransactionGsmRow: (ctx) => {
    const found = requestOf(ctx, ctx.params.orderId);
    return { orderId: found.orderId, items: found.lines };
  },

  demandAndOrderCounts: (ctx) => {
    const session = requireSession(ctx.auth);
    ctx.deps.settle();
    const orders = createOrderStore(ctx.deps.db, ctx.deps.now).list(session.corporateNcst);
    return {
      openDemands: openTransactionCount(ctx.deps.db, session.corporateNcst),
      openOrders: orders.filter((order) => OPEN_ORDER_STATUSES.includes(order.status)).length,
    };
  },

  exportReport: async (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    checkPeriod(body.filter);
    if (body.sendMail) return mailedAnswer(ctx.deps.db, session);
    const list = sorted(
      companyTransactions(ctx.deps.db, session.corporateNcst).filter((t) => matches(t, body.filter)),
      body.sort,
    );
    const bytes = await transactionsFile(body.format, list);
    return fileResponse(bytes, body.format, exportName(body.format, ctx.deps.now()));
  },
});

/** For tests: the statuses counted as open on each side. */
export const OPEN_STATUSES = { demands: OPEN_REQUEST_STATUSES, orders: OPEN_ORDER_STATUSES } as const;
