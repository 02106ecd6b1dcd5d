/**
 * The list's filter, Turkish sort and numbers written any way, over the company's lines in memory
 * (store.ts says why). Resolve mode sorts the asked entries into lines, unknown and not numbers.
 */
import type { AbroadFilter, AbroadLine, AbroadSort } from '../../src/api/usageAbroadTypes';
import { compareTr, trLower } from '../../src/lib/format';
import { matchesPartialNumber, normalizeMsisdn } from '../../src/lib/msisdn';
import { ABROAD_MESSAGES } from './messages';

const LABELS: Record<string, string> = {
  VOICE: 'Ses',
  DATA: 'Veri',
  M2M: 'M2M',
  ACTIVE: 'Aktif',
  SUSPENDED: 'Askıda',
};
const isNumberText = (text: string) => /^[\d\s()+\-./]+$/.test(text) && /\d/.test(text);
const contains = (value: string, part: string) => trLower(value).includes(trLower(part));

export function matches(line: AbroadLine, filter: AbroadFilter = {}): boolean {
  const text = filter.text?.trim();
  if (text && !(isNumberText(text) ? matchesPartialNumber(line.msisdn, text) : contains(line.userName, text)))
    return false;
  if (filter.userName && !contains(line.userName, filter.userName)) return false;
  if (filter.productType && line.productType !== filter.productType) return false;
  if (filter.tariffName && line.tariffName !== filter.tariffName) return false;
  if (filter.status && line.status !== filter.status) return false;
  if (filter.roaming !== undefined && line.roaming !== filter.roaming) return false;
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

/** Entries written any way: each number once in the order given, and the entries that are none. */
export function sortNumbers(entries: readonly string[]) {
  const numbers = new Set<string>();
  const notAllowed: { msisdn: string; reason: string }[] = [];
  for (const entry of entries) {
    const msisdn = normalizeMsisdn(entry);
    if (msisdn) numbers.add(msisdn);
    else notAllowed.push({ msisdn: entry, reason: ABROAD_MESSAGES.invalidNumber });
  }
  return { numbers: [...numbers], notAllowed };
}
