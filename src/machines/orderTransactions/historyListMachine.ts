import type { OrderTransactionSummary } from '../../api/orderTransactions/types';
import { withText } from '../shared/pagedList/listQuery';
import { createPagedListMachine } from '../shared/pagedList/pagedListMachine';
import { createRequestMachine } from '../shared/requestMachine';
import { historyPageLoader, loadCounts } from './historyActors';
import type { HistoryQuery } from './historyQuery';

/**
 * /line-operations-request-history: the company's line operation requests page by page from the
 * server; the quick filter (request number, a line number or the requester's name) becomes
 * `filter.text`.
 */
export const historyListMachine = createPagedListMachine<OrderTransactionSummary, HistoryQuery>(
  'orderTransactionList',
  withText,
);

export const historyListLogic = historyListMachine.provide({ actors: { loadPage: historyPageLoader } });

/** The open demand and order counts above the list (the same requests the OPEN filter finds). */
export const countsMachine = createRequestMachine('demandAndOrderCounts', loadCounts);
