/** The list's filter and Turkish sort over the company's lines in memory (store.ts says why). */
import type { ExtraPacketFilter, ExtraPacketLine, ExtraPacketSort } from '../../src/api/extraPacket/types';
import { LINE_STATUS_LABELS, PRODUCT_TYPE_LABELS } from '../../src/api/lineUser/types';
import { compareTr } from '../../src/lib/format';
import { matchesLineFilter } from '../lineFilter';

export function matches(line: ExtraPacketLine, filter: ExtraPacketFilter = {}): boolean {
  if (!matchesLineFilter(line, filter)) return false;
  if (filter.anyAllowed !== undefined && line.allowed.length > 0 !== filter.anyAllowed) return false;
  return true;
}

const sortKey = (line: ExtraPacketLine, field: ExtraPacketSort['field']): string => {
  if (field === 'productType') return PRODUCT_TYPE_LABELS[line.productType];
  if (field === 'status') return LINE_STATUS_LABELS[line.status];
  return line[field];
};

/** In the asked order, the number breaking ties; by number without a sort. */
export function sorted(lines: ExtraPacketLine[], sort: ExtraPacketSort | undefined): ExtraPacketLine[] {
  if (!sort) return lines;
  const dir = sort.direction === 'desc' ? -1 : 1;
  return [...lines].sort(
    (a, b) =>
      dir * compareTr(sortKey(a, sort.field), sortKey(b, sort.field)) || a.msisdn.localeCompare(b.msisdn),
  );
}
