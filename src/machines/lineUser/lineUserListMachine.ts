import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { LineUserProduct, ProductGroupFilters } from '../../api/lineUser/types';
import {
  createPagedListMachine,
  type PageRequest,
  type PageResult,
} from '../shared/pagedList/pagedListMachine';
import { createRequestMachine } from '../shared/requestMachine';
import { type LineUserQuery, withText } from './lineUserQuery';

/**
 * /update-product-user: the company's lines page by page from the server; the quick filter
 * (part of a number or of a user name) becomes `filter.text`. `loadPage` must be provided.
 */
export const lineUserListMachine = createPagedListMachine<LineUserProduct, LineUserQuery>(
  'lineUserList',
  withText,
);

/** The real `loadPage`: one page of `lineUserProductList` for the query. */
export async function loadLineUserPage(
  { query, offset, limit }: PageRequest<LineUserQuery>,
  signal: AbortSignal,
): Promise<PageResult<LineUserProduct>> {
  const body = { offset, limit, filter: query.filter, ...(query.sort ? { sort: query.sort } : {}) };
  const page = await callEndpoint('lineUserProductList', { body }, signal);
  return { rows: page.items, total: page.total };
}

export const lineUserListLoader = fromPromise<PageResult<LineUserProduct>, PageRequest<LineUserQuery>>(
  ({ input, signal }) => loadLineUserPage(input, signal),
);

/** The filter bar's choices (product types, tariffs, statuses) of the company's lines. */
export const lineUserFilterChoicesMachine = createRequestMachine<ProductGroupFilters, undefined>(
  'lineUserFilterChoices',
  (_, signal) => callEndpoint('productGroupFilters', {}, signal),
);
