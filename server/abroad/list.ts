/**
 * The list's filter, Turkish sort and numbers written any way, over the company's lines in memory
 * (store.ts says why). Resolve mode sorts the asked entries into lines, unknown and not numbers.
 */

import type { AbroadFilter, AbroadLine, AbroadSort } from '../../src/api/abroad/types';
import { LINE_STATUS_LABELS } from '../../src/api/lineUser/types';
import { compareTr } from '../../src/lib/format';
import { PRODUCT_TYPE_WORDS } from '../../src/lib/productTypes';
import { matchesLineFilter } from '../lineFilter';
import { sortedPage } from '../sortedPage';

const LABELS: Record<string, string> = { ...PRODUCT_TYPE_WORDS, ...LINE_STATUS_LABELS };

export function matches(line: AbroadLine, filter: AbroadFilter = {}): boolean {
  if (!matchesLineFilter(line, filter)) return false;
  if (filter.callAbroad !== undefined && line.callAbroad !== filter.callAbroad) return false;
  return true;
}

const sortKey = (line: AbroadLine, field: AbroadSort['field']): string => {
  switch (field) {
    case 'roaming':
    case 'callAbroad':
      return line[field] ? 'Açık' : 'Kapalı';
    case 'productType':
    case 'status':
      return LABELS[line[field]] ?? line[field];
    default:
      return line[field];
  }
};

/** The asked order, the number breaking ties. */
function orderOf(sort: AbroadSort): (a: AbroadLine, b: AbroadLine) => number {
  const dir = sort.direction === 'desc' ? -1 : 1;
  return (a, b) =>
    dir * compareTr(sortKey(a, sort.field), sortKey(b, sort.field)) || a.msisdn.localeCompare(b.msisdn);
}

/** In the asked order; by number (as read) without a sort. */
export function sorted(lines: AbroadLine[], sort: AbroadSort | undefined): AbroadLine[] {
  return sort ? [...lines].sort(orderOf(sort)) : lines;
}

/** One page of `sorted`, without sorting every line for it (server/sortedPage.ts). */
export function sortedPageOf(
  lines: readonly AbroadLine[],
  sort: AbroadSort | undefined,
  offset: number,
  limit: number,
): AbroadLine[] {
  return sort ? sortedPage(lines, orderOf(sort), offset, limit) : lines.slice(offset, offset + limit);
}
