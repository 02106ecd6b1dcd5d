/**
 * The history's filter and Turkish sort over the company's requests in memory (store.ts says
 * why): family, status (OPEN: received or in progress), period in Turkey's days, a line number
 * written any way, and the quick filter (request number, a line number or the requester's name).
 */
import {
  OPEN_REQUEST_STATUSES,
  type OrderTransactionFilter,
  type OrderTransactionSort,
  REQUEST_STATUS_LABELS,
} from '../../src/api/orderTransactions/types';
import { compareTr } from '../../src/lib/format';
import { matchesPartialNumber } from '../../src/lib/msisdn';
import type { StoredTransaction } from '../db/ledger/lineOperations';
import { DAY_MS, TURKEY_OFFSET_MS } from '../db/seedDay';
import { containsTr, isNumberText } from '../lineFilter';

// A calendar day in Turkey starts at 21:00 UTC the day before.
const dayStart = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) - TURKEY_OFFSET_MS;

function matchesText(t: StoredTransaction, text: string): boolean {
  if (containsTr(t.orderId, text)) return true;
  if (isNumberText(text)) return t.msisdns.some((msisdn) => matchesPartialNumber(msisdn, text));
  return containsTr(t.createdBy, text) || containsTr(t.operationName, text);
}

export function matches(t: StoredTransaction, filter: OrderTransactionFilter = {}): boolean {
  if (filter.documentType && t.documentType !== filter.documentType) return false;
  if (filter.status === 'OPEN') {
    if (!OPEN_REQUEST_STATUSES.includes(t.status)) return false;
  } else if (filter.status && t.status !== filter.status) return false;
  if (filter.from && t.createdAt < dayStart(filter.from)) return false;
  if (filter.to && t.createdAt >= dayStart(filter.to) + DAY_MS) return false;
  if (filter.msisdn && !t.msisdns.some((msisdn) => matchesPartialNumber(msisdn, filter.msisdn ?? '')))
    return false;
  const text = filter.text?.trim();
  if (text && !matchesText(t, text)) return false;
  return true;
}

const compare = (a: StoredTransaction, b: StoredTransaction, field: OrderTransactionSort['field']) => {
  switch (field) {
    case 'createdAt':
    case 'lineCount':
      return a[field] - b[field];
    case 'status':
      return compareTr(REQUEST_STATUS_LABELS[a.status], REQUEST_STATUS_LABELS[b.status]);
    default:
      return compareTr(a[field], b[field]);
  }
};

/** Newest first without a sort; otherwise as asked, the newer request breaking ties. */
export function sorted(
  list: StoredTransaction[],
  sort: OrderTransactionSort | undefined,
): StoredTransaction[] {
  const { field, direction } = sort ?? { field: 'createdAt', direction: 'desc' };
  const dir = direction === 'desc' ? -1 : 1;
  return [...list].sort((a, b) => dir * compare(a, b, field) || b.createdAt - a.createdAt || b.id - a.id);
}
