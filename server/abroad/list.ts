/**
 * The list's filter, Turkish sort and numbers written any way, over the company's lines in memory
 * (store.ts says why). Resolve mode sorts the asked entries into lines, unknown and not numbers.
 */

import type { AbroadFilter, AbroadLine, AbroadSort } from '../../src/api/abroad/types';
import { LINE_STATUS_LABELS } from '../../src/api/lineUser/types';
import { compareTr } from '../../src/lib/format';
import { PRODUCT_TYPE_WORDS } from '../../src/lib/productTypes';
import { matchesLineFilter } from '../lineFilter';

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

/** In the asked order, the number breaking ties; by number without a sort. */
export function sorted(lines: AbroadLine[], sort: AbroadSort | undefined): AbroadLine[] {
  if (!sort) return lines;
  const dir = sort.direction === 'desc' ? -1 : 1;
  return [...lines].sort(
    (a, b) =>
      dir * compareTr(sortKey(a, sort.field), sortKey(b, sort.field)) || a.msisdn.localeCompare(b.msisdn),
  );
}
