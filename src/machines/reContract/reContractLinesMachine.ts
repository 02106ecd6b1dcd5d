import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import {
  type ProductListQuery,
  RE_CONTRACT_PAGE_SIZE,
  type ReContractLine,
} from '../../api/reContract/types';
import { withText } from '../shared/pagedList/listQuery';
import {
  createPagedListMachine,
  type PageRequest,
  type PageResult,
} from '../shared/pagedList/pagedListMachine';
import type { ReContractQuery } from './reContractQuery';

/**
 * The lines step's list: lines with their commitment, searched, filtered and sorted on the
 * server (spec §5 inputs), page by page. The quick filter is `filter.text` (searchParameter).
 */
export const reContractLinesMachine = createPagedListMachine<ReContractLine, ReContractQuery>(
  'reContractLines',
  withText,
);

/** The row's query for one server page. */
export function productListQuery(query: ReContractQuery, pageNumber: number): ProductListQuery {
  const { text, productType, commitmentStatus, refused } = query.filter;
  return {
    pageNumber,
    canContract: refused ? 'false' : 'true',
    ...(text ? { searchParameter: text } : {}),
    ...(productType ? { productType } : {}),
    ...(commitmentStatus ? { commitmentStatus } : {}),
    ...(query.sort
      ? {
          sortFieldName: query.sort.field,
          sortOrder: query.sort.direction === 'desc' ? ('DESC' as const) : ('ASC' as const),
        }
      : {}),
  };
}

/**
 * The list machine's pages (offset, limit) from the server's 1-based pages of ten: the first of
 * them tells the total, the rest are asked for together.
 */
export async function loadReContractPage(
  { query, offset, limit }: PageRequest<ReContractQuery>,
  signal: AbortSignal,
): Promise<PageResult<ReContractLine>> {
  const size = RE_CONTRACT_PAGE_SIZE;
  const first = Math.floor(offset / size) + 1;
  const ask = (page: number) =>
    callEndpoint('reContractProductList', { query: productListQuery(query, page) }, signal);
  const head = await ask(first);
  const last = Math.min(Math.ceil((offset + limit) / size), Math.ceil(head.total / size));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - first) }, (_, i) => ask(first + 1 + i)),
  );
  const rows = [head, ...rest].flatMap((page) => page.items);
  return {
    rows: rows.slice(offset - (first - 1) * size, offset - (first - 1) * size + limit),
    total: head.total,
  };
}

export const reContractLinesLogic = reContractLinesMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult<ReContractLine>, PageRequest<ReContractQuery>>(({ input, signal }) =>
      loadReContractPage(input, signal),
    ),
  },
});
