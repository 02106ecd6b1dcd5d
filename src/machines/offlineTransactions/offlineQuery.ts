/** The offline transactions list's query: the shared list-query rules over this feature's filter. */
import type { OfflineFilter, OfflineResultsRequest } from '../../api/offlineTransactions/types';
import type { ListQuery } from '../shared/pagedList/listQuery';

/** 50 results fill a screen; the next ones come while the person scrolls. */
export const OFFLINE_PAGE_SIZE = 50;

/** The server lists newest first and sorts by nothing else. */
export interface OfflineSort {
  field: string;
  direction: 'asc' | 'desc';
}

export type OfflineQuery = ListQuery<OfflineFilter, OfflineSort>;
/** The filter bar's part (everything but the quick filter text). */
export type OfflineBarFilter = Omit<OfflineFilter, 'text'>;

export const EMPTY_OFFLINE_QUERY: OfflineQuery = { filter: {} };

/** The results row's body for one page of `query`. */
export function offlineRequest(query: OfflineQuery, offset: number, limit: number): OfflineResultsRequest {
  return { ...query.filter, offset, limit };
}
