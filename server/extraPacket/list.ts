/** The list's filter and Turkish sort over the company's lines in memory (store.ts says why). */
import type { ExtraPacketFilter, ExtraPacketSort } from '../../src/api/extraPacket/types';
import { LINE_STATUS_LABELS, PRODUCT_TYPE_LABELS } from '../../src/api/lineUser/types';
import { compareTr } from '../../src/lib/format';
import { matchesLineFilter } from '../lineFilter';
import { sortedPage } from '../sortedPage';
import type { ListedLine } from './store';

export function matches(line: ListedLine, filter: ExtraPacketFilter = {}): boolean {
  if (!matchesLineFilter(line, filter)) return false;
  if (filter.anyAllowed !== undefined && line.anyAllowed !== filter.anyAllowed) return false;
  return true;
}

const sortKey = (line: ListedLine, field: ExtraPacketSort['field']): string => {
  if (field === 'productType') return PRODUCT_TYPE_LABELS[line.productType];
  if (field === 'status') return LINE_STATUS_LABELS[line.status];
  return line[field];
};

/** By number, as SQLite compares text: the order without a sort, and what breaks ties. */
const byNumber = (a: ListedLine, b: ListedLine) => (a.msisdn < b.msisdn ? -1 : a.msisdn > b.msisdn ? 1 : 0);

/** The page in the asked order, the number breaking ties; by number without a sort. */
export function pageOf(
  lines: readonly ListedLine[],
  sort: ExtraPacketSort | undefined,
  offset: number,
  limit: number,
): ListedLine[] {
  if (!sort) return sortedPage(lines, byNumber, offset, limit);
  const dir = sort.direction === 'desc' ? -1 : 1;
  return sortedPage(
    lines,
    (a, b) => dir * compareTr(sortKey(a, sort.field), sortKey(b, sort.field)) || byNumber(a, b),
    offset,
    limit,
  );
}
