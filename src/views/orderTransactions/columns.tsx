import {
  CHANNEL_LABELS,
  DOCUMENT_TYPE_LABELS,
  GSM_RESULT_LABELS,
  type OrderTransactionGsm,
  type OrderTransactionSummary,
  REQUEST_STATUS_LABELS,
} from '../../api/orderTransactions/types';
import { formatNumber } from '../../lib/format';
import { formatIccid, normalizeIccid } from '../../lib/iccid';
import { type DataColumn, msisdnColumn } from '../../ui/table';
import { ResultBadge, StatusBadge } from './labels';

/** "12 hat · 2 yapılamadı": a request's lines at a glance. */
function linesText(t: OrderTransactionSummary): string {
  const lines = `${formatNumber(t.lineCount)} hat`;
  return t.failedCount > 0 ? `${lines} · ${formatNumber(t.failedCount)} yapılamadı` : lines;
}

/**
 * A line's value before or after the change as people read it: a SIM serial in the one grouping
 * of four the portal prints (and accepts back), anything else (a tariff, a package) as recorded.
 */
function shownValue(value: string | undefined): string {
  if (!value) return '';
  return normalizeIccid(value) !== null ? formatIccid(value) : value;
}

/** The history's columns; ids are the server's sort fields where the server sorts by them. */
export const HISTORY_COLUMNS: DataColumn<OrderTransactionSummary>[] = [
  {
    id: 'orderId',
    header: 'Talep no',
    kind: 'text',
    value: (t) => t.orderId,
    cell: (t) => <span className="whitespace-nowrap font-mono">{t.orderId}</span>,
    cardTitle: true,
    hideable: false,
    width: 170,
  },
  { id: 'operationName', header: 'İşlem', kind: 'text', value: (t) => t.operationName, width: 180 },
  {
    id: 'documentType',
    header: 'Talep türü',
    kind: 'text',
    value: (t) => DOCUMENT_TYPE_LABELS[t.documentType],
    sortable: false,
    // The operation's name already says its family; the room goes to "Ayrıntılar" on a laptop.
    hiddenByDefault: true,
  },
  {
    id: 'status',
    header: 'Durum',
    kind: 'text',
    value: (t) => REQUEST_STATUS_LABELS[t.status],
    cell: (t) => <StatusBadge status={t.status} />,
  },
  { id: 'createdAt', header: 'Talep tarihi', kind: 'date', value: (t) => t.createdAt },
  { id: 'lineCount', header: 'Hatlar', kind: 'number', value: (t) => t.lineCount, cell: linesText },
  { id: 'createdBy', header: 'Talep eden', kind: 'text', value: (t) => t.createdBy, width: 160 },
  {
    id: 'channel',
    header: 'Kanal',
    kind: 'text',
    value: (t) => CHANNEL_LABELS[t.channel],
    sortable: false,
    hiddenByDefault: true,
  },
];

/** A request's lines in its detail: each line's own result and why. */
export const GSM_COLUMNS: DataColumn<OrderTransactionGsm>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 150 },
  {
    id: 'status',
    header: 'Sonuç',
    kind: 'text',
    value: (l) => GSM_RESULT_LABELS[l.status],
    cell: (l) => <ResultBadge status={l.status} />,
  },
  { id: 'before', header: 'Önceki', kind: 'text', value: (l) => shownValue(l.before) },
  { id: 'after', header: 'Yeni', kind: 'text', value: (l) => shownValue(l.after) },
  { id: 'reason', header: 'Açıklama', kind: 'text', value: (l) => l.reason ?? '', width: 240 },
  { id: 'processedAt', header: 'İşlem tarihi', kind: 'date', value: (l) => l.processedAt ?? null },
];
