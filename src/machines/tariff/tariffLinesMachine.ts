import { fromPromise, setup, spawnChild } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { ProductGroupFilters } from '../../api/lineUser/types';
import type { TariffLine } from '../../api/tariff/types';
import { withText } from '../shared/pagedList/listQuery';
import {
  createPagedListMachine,
  type PageRequest,
  type PageResult,
} from '../shared/pagedList/pagedListMachine';
import { createRequestMachine } from '../shared/requestMachine';
import { EMPTY_TARIFF_QUERY, TARIFF_PAGE_SIZE, type TariffQuery } from './tariffQuery';

async function loadTariffPage(
  { query, offset, limit }: PageRequest<TariffQuery>,
  signal: AbortSignal,
): Promise<PageResult<TariffLine>> {
  const body = { offset, limit, filter: query.filter, ...(query.sort ? { sort: query.sort } : {}) };
  const page = await callEndpoint('tariffGsmTable', { body }, signal);
  return { rows: page.items, total: page.total };
}

/**
 * /tariff-package: the company's lines with their tariff and its monthly fee, page by page from
 * the server (the GSM table row); the quick filter (part of a number or a user name) is `filter.text`.
 */
export const tariffLinesMachine = createPagedListMachine<TariffLine, TariffQuery>('tariffLines', withText);

export const tariffLinesLogic = tariffLinesMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult<TariffLine>, PageRequest<TariffQuery>>(({ input, signal }) =>
      loadTariffPage(input, signal),
    ),
  },
});

/** The filter bar's choices (product types, tariffs, statuses) of the company's lines. */
export const tariffFilterChoicesMachine = createRequestMachine<ProductGroupFilters, undefined>(
  'tariffFilterChoices',
  (_, signal) => callEndpoint('productGroupFilters', {}, signal),
);

/**
 * /tariff-package as one chart: the company's lines (server-paged) and the filter bar's choices
 * run as children. The page has no selection to reset: a number opens its own page. (It lives
 * here, with its children: each machine file is a chunk of its own, listed in the entry.)
 */
export const tariffLinesPageMachine = setup({
  types: { children: {} as { list: 'list'; choices: 'choices' } },
  actors: { list: tariffLinesLogic, choices: tariffFilterChoicesMachine },
}).createMachine({
  id: 'tariffLinesPage',
  entry: [
    spawnChild('list', { id: 'list', input: { query: EMPTY_TARIFF_QUERY, pageSize: TARIFF_PAGE_SIZE } }),
    spawnChild('choices', { id: 'choices', input: undefined }),
  ],
});
