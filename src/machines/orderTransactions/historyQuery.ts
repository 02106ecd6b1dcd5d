/** The request history's query: the shared list-query rules over this feature's filter. */
import type { OrderTransactionFilter, OrderTransactionSort } from '../../api/orderTransactions/types';
import type { ListQuery } from '../shared/pagedList/listQuery';

/** 50 requests fill a screen; the next ones come while the person scrolls. */
export const HISTORY_PAGE_SIZE = 50;

export type HistoryQuery = ListQuery<OrderTransactionFilter, OrderTransactionSort>;
/** The filter bar's part (everything but the quick filter text). */
export type HistoryBarFilter = Omit<OrderTransactionFilter, 'text'>;

export const EMPTY_HISTORY_QUERY: HistoryQuery = { filter: {} };

/** The list row's flat query string for one page of `query`. */
export function historyQueryString(query: HistoryQuery, offset: number, limit: number) {
  return {
    ...query.filter,
    ...(query.sort ? { sort: query.sort.field, direction: query.sort.direction } : {}),
    offset,
    limit,
  };
}
