import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type {
  DemandAndOrderCounts,
  OrderTransactionDetail,
  OrderTransactionExportRequest,
  OrderTransactionGsm,
  OrderTransactionSummary,
} from '../../api/orderTransactions/types';
import type { PageRequest, PageResult } from '../shared/pagedList/pagedListMachine';
import { type HistoryQuery, historyQueryString } from './historyQuery';

/** Which request to show: the detail row is asked with the request's own operation type. */
export interface OpenRequest {
  orderId: string;
  operationTypeId: number;
}

export interface RequestWithLines {
  detail: OrderTransactionDetail;
  lines: OrderTransactionGsm[];
}

/** One page of the company's requests for the query. */
export async function loadHistoryPage(
  { query, offset, limit }: PageRequest<HistoryQuery>,
  signal: AbortSignal,
): Promise<PageResult<OrderTransactionSummary>> {
  const page = await callEndpoint(
    'orderTransactionHistory',
    { query: historyQueryString(query, offset, limit) },
    signal,
  );
  return { rows: page.items, total: page.total };
}

export const historyPageLoader = fromPromise<PageResult<OrderTransactionSummary>, PageRequest<HistoryQuery>>(
  ({ input, signal }) => loadHistoryPage(input, signal),
);

/** A request's detail (asked with its own operation type) and its GSM rows, together. */
export async function loadRequestWithLines(
  { orderId, operationTypeId }: OpenRequest,
  signal: AbortSignal,
): Promise<RequestWithLines> {
  const params = { orderId };
  const [detail, gsm] = await Promise.all([
    callEndpoint('orderTransactionHistoryRow', { params, query: { operationTypeId } }, signal),
    callEndpoint('orderTransactionGsmRow', { params }, signal),
  ]);
  return { detail, lines: gsm.items };
}

/**
 * The request asked for by number (?islem=, a search hit) as the list's quick filter finds it,
 * with the operation type its detail is asked with; undefined when the company has none such.
 */
export async function findRequest(number: string, signal: AbortSignal): Promise<OpenRequest | undefined> {
  const { rows } = await loadHistoryPage(
    { query: { filter: { text: number } }, offset: 0, limit: 5 },
    signal,
  );
  const row = rows.find((r) => r.orderId === number);
  return row && { orderId: row.orderId, operationTypeId: row.operationTypeId };
}

export const requestDetailActors = {
  loadRequest: fromPromise<RequestWithLines, OpenRequest>(({ input, signal }) =>
    loadRequestWithLines(input, signal),
  ),
};

export const loadCounts = (_: undefined, signal: AbortSignal): Promise<DemandAndOrderCounts> =>
  callEndpoint('demandAndOrderCounts', {}, signal);

/** The export's real call (blob mode: the file, or with sendMail the mail receipt). */
export const callHistoryExport = (body: OrderTransactionExportRequest) =>
  callEndpoint('exportReport', { body });
