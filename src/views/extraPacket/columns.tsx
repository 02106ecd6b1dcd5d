import {
  EXTRA_PACKET_TYPES,
  type ExtraPacketHistoryEntry,
  type ExtraPacketLine,
  PACKET_TYPE_NAMES,
  permissionLabel,
} from '../../api/extraPacket/types';
import { LINE_STATUS_LABELS, PRODUCT_TYPE_LABELS } from '../../api/lineUser/types';
import { formatDateTime } from '../../lib/format';
import { type DataColumn, msisdnColumn } from '../../ui/table';

/** A permission cell: the word carries the meaning, the colour only helps. */
const permissionCell = (allowed: boolean) => (
  <span className={allowed ? 'font-medium text-emerald-800' : 'text-slate-700'}>
    {permissionLabel(allowed)}
  </span>
);

/** The list's columns; ids of the line's own fields are the server's sort fields. */
export const LINE_COLUMNS: DataColumn<ExtraPacketLine>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 180 },
  ...EXTRA_PACKET_TYPES.map(
    (type): DataColumn<ExtraPacketLine> => ({
      id: `allowed.${type}`,
      header: PACKET_TYPE_NAMES[type],
      kind: 'text',
      value: (l) => permissionLabel(l.allowed.includes(type)),
      cell: (l) => permissionCell(l.allowed.includes(type)),
      sortable: false,
    }),
  ),
  { id: 'tariffName', header: 'Tarife', kind: 'text', value: (l) => l.tariffName, width: 200 },
  { id: 'productType', header: 'Ürün tipi', kind: 'text', value: (l) => PRODUCT_TYPE_LABELS[l.productType] },
  { id: 'status', header: 'Durum', kind: 'text', value: (l) => LINE_STATUS_LABELS[l.status] },
];

export const HISTORY_COLUMNS: DataColumn<ExtraPacketHistoryEntry>[] = [
  {
    id: 'changedAt',
    header: 'Tarih',
    kind: 'text',
    value: (h) => h.changedAt,
    cell: (h) => formatDateTime(h.changedAt),
    width: 160,
  },
  msisdnColumn((h) => h.msisdn, { hideable: true }),
  { id: 'type', header: 'Ek paket türü', kind: 'text', value: (h) => PACKET_TYPE_NAMES[h.type] },
  {
    id: 'change',
    header: 'Değişiklik',
    kind: 'text',
    value: (h) => `${permissionLabel(!h.allowed)} → ${permissionLabel(h.allowed)}`,
  },
  { id: 'changedBy', header: 'Değiştiren', kind: 'text', value: (h) => h.changedBy },
];
