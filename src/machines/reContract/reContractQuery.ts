/** The re-contract line list's query: the shared list-query rules over this list's filter. */

import type { LINE_PRODUCT_TYPES } from '../../api/lineUser/types';
import type { COMMITMENT_STATUSES, SORT_FIELDS } from '../../api/reContract/types';
import type { ListQuery } from '../shared/pagedList/listQuery';

export interface ReContractFilter {
  /** Part of a number or of the line user's name (the server's searchParameter). */
  text?: string | undefined;
  productType?: (typeof LINE_PRODUCT_TYPES)[number] | undefined;
  commitmentStatus?: (typeof COMMITMENT_STATUSES)[number] | undefined;
  /** true (the default): lines that can be re-contracted now; false: those that cannot, with why. */
  refused?: boolean | undefined;
}

export interface ReContractSort {
  field: (typeof SORT_FIELDS)[number];
  direction: 'asc' | 'desc';
}

export type ReContractQuery = ListQuery<ReContractFilter, ReContractSort>;

/** The server gives 10 lines a page; the list asks for 50 at a time, so scrolling rarely waits. */
export const RE_CONTRACT_LIST_PAGE = 50;

/** The query a list opens with: the dashboard cards' commitment status from the address, if any. */
export function initialQuery(commitmentStatus: string | null): ReContractQuery {
  const status = commitmentStatus === 'ENDED' || commitmentStatus === 'ENDING' ? commitmentStatus : undefined;
  return {
    filter: status ? { commitmentStatus: status } : {},
    sort: { field: 'commitmentEnd', direction: 'asc' },
  };
}
