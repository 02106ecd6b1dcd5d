import type {
  ActivePackage,
  HistoryEntry,
  LineResult,
  QuotedLine,
  WaitingOrder,
} from '../../api/additionalPackage/types';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { type DataColumn, msisdnColumn } from '../../ui/table';
import { ACTION_NAMES, PRODUCT_TYPE_NAMES, RESULT_NAMES, STATUS_NAMES } from './texts';

const money = (n: number) => formatMoney(n, { minDecimals: 2 });

export const QUOTED_COLUMNS: DataColumn<QuotedLine>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 160 },
  { id: 'productType', header: 'Ürün', kind: 'text', value: (l) => PRODUCT_TYPE_NAMES[l.productType] ?? '' },
  { id: 'endsOn', header: 'Bitiş', kind: 'date', value: (l) => l.endsOn, cell: (l) => formatDate(l.endsOn) },
];

export const RESULT_COLUMNS: DataColumn<LineResult>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'result', header: 'Sonuç', kind: 'text', value: (l) => RESULT_NAMES[l.result] ?? l.result },
  { id: 'reason', header: 'Açıklama', kind: 'text', value: (l) => l.reason, width: 220 },
  {
    id: 'endsOn',
    header: 'Bitiş',
    kind: 'date',
    value: (l) => l.endsOn,
    cell: (l) => (l.endsOn ? formatDate(l.endsOn) : '–'),
  },
];

export const ACTIVE_COLUMNS: DataColumn<ActivePackage>[] = [
  msisdnColumn((p) => p.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (p) => p.userName, width: 150 },
  { id: 'name', header: 'Paket', kind: 'text', value: (p) => p.name, width: 140 },
  {
    id: 'startsOn',
    header: 'Başlangıç',
    kind: 'date',
    value: (p) => p.startsOn,
    cell: (p) => formatDate(p.startsOn),
  },
  { id: 'endsOn', header: 'Bitiş', kind: 'date', value: (p) => p.endsOn, cell: (p) => formatDate(p.endsOn) },
  { id: 'daysLeft', header: 'Kalan gün', kind: 'number', value: (p) => p.daysLeft },
  { id: 'price', header: 'Ücret', kind: 'amount', value: (p) => p.price, cell: (p) => money(p.price) },
];

const entryColumns = <T extends HistoryEntry>(): DataColumn<T>[] => [
  { id: 'orderId', header: 'İşlem no', kind: 'text', value: (o) => o.orderId, cardTitle: true, width: 170 },
  {
    id: 'createdAt',
    header: 'Tarih',
    kind: 'date',
    value: (o) => new Date(o.createdAt),
    cell: (o) => formatDateTime(o.createdAt),
  },
  { id: 'action', header: 'İşlem', kind: 'text', value: (o) => ACTION_NAMES[o.action] ?? o.action },
  { id: 'offerName', header: 'Paket', kind: 'text', value: (o) => o.offerName, width: 140 },
  { id: 'lineCount', header: 'Hat', kind: 'number', value: (o) => o.lineCount },
  { id: 'total', header: 'Tutar', kind: 'amount', value: (o) => o.total, cell: (o) => money(o.total) },
  { id: 'status', header: 'Durum', kind: 'text', value: (o) => STATUS_NAMES[o.status] ?? o.status },
  { id: 'createdBy', header: 'İşlemi yapan', kind: 'text', value: (o) => o.createdBy, width: 140 },
];

export const HISTORY_COLUMNS: DataColumn<HistoryEntry>[] = entryColumns<HistoryEntry>();
export const WAITING_COLUMNS: DataColumn<WaitingOrder>[] = entryColumns<WaitingOrder>().filter(
  (c) => c.id !== 'action' && c.id !== 'status',
);
