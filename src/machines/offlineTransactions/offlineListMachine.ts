import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { OfflineRow } from '../../api/offlineTransactions/types';
import { withText } from '../shared/pagedList/listQuery';
import {
  createPagedListMachine,
  type PageRequest,
  type PageResult,
} from '../shared/pagedList/pagedListMachine';
import { type OfflineQuery, offlineRequest } from './offlineQuery';

/**
 * /offline-transactions: the company's offline results page by page from the server; the quick
 * filter (a query number, a line or words of the description) becomes `filter.text`.
 */
export const offlineListMachine = createPagedListMachine<OfflineRow, OfflineQuery>(
  'offlineTransactionList',
  withText,
);

export async function loadOfflinePage(
  { query, offset, limit }: PageRequest<OfflineQuery>,
  signal: AbortSignal,
): Promise<PageResult<OfflineRow>> {
  const answer = await callEndpoint(
    'offlineTransactionResults',
    { body: offlineRequest(query, offset, limit) },
    signal,
  );
  if (!('items' in answer)) throw new Error('The list answered a file instead of a page');
  return { rows: answer.items, total: answer.totalCount };
}

export const offlineListLogic = offlineListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult<OfflineRow>, PageRequest<OfflineQuery>>(({ input, signal }) =>
      loadOfflinePage(input, signal),
    ),
  },
});
