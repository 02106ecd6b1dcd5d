/** The analysis's three tables: the spend and the alerts each a request, the lines a paged list. */
import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type {
  SpendAlerts,
  SpendLine,
  SpendLineFilter,
  SpendLineSort,
  SpendSplit,
  SpendSummary,
} from '../../api/spendAnalysis/types';
import type { ListQuery } from '../shared/pagedList/listQuery';
import { withText } from '../shared/pagedList/listQuery';
import {
  createPagedListMachine,
  type PageRequest,
  type PageResult,
} from '../shared/pagedList/pagedListMachine';
import { createRequestMachine } from '../shared/requestMachine';

/** Spend of sixteen periods by the split (the input); the page refreshes it with another split. */
export const spendSummaryMachine = createRequestMachine<SpendSummary, SpendSplit>(
  'spendSummary',
  (split, signal) => callEndpoint('spendAnalysisSummary', { body: { split } }, signal),
);

export type SpendLineQuery = ListQuery<SpendLineFilter, SpendLineSort>;

/** Dearest first, as the server answers without a sort. */
export const FIRST_LINE_QUERY: SpendLineQuery = {
  filter: {},
  sort: { field: 'chargeKurus', direction: 'desc' },
};

/** 100 rows fill a tall screen; the next page comes while the person scrolls. */
export const SPEND_LINE_PAGE_SIZE = 100;

/**
 * The lines' usage and charge page by page from the server, sorted and searched there (a
 * 10,000-line company's every line was 2 MB in one answer); the quick filter (part of a number,
 * a user's name or a cost centre) becomes `filter.text`.
 */
export const spendLinesMachine = createPagedListMachine<SpendLine, SpendLineQuery>('spendLines', withText);

/** One page of `spendAnalysisLines` for the query. */
export async function loadSpendLinePage(
  { query, offset, limit }: PageRequest<SpendLineQuery>,
  signal: AbortSignal,
): Promise<PageResult<SpendLine>> {
  const body = { offset, limit, filter: query.filter, ...(query.sort ? { sort: query.sort } : {}) };
  const page = await callEndpoint('spendAnalysisLines', { body }, signal);
  return { rows: page.items, total: page.total };
}

export const spendLinesLoader = fromPromise<PageResult<SpendLine>, PageRequest<SpendLineQuery>>(
  ({ input, signal }) => loadSpendLinePage(input, signal),
);

export const spendAlertsMachine = createRequestMachine<SpendAlerts>('spendAlerts', (_, signal) =>
  callEndpoint('spendAnalysisAlerts', { body: {} }, signal),
);
