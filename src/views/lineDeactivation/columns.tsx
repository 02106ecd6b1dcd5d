import type { ClosableLine, ClosedLine, Deactivation } from '../../api/lineDeactivation/types';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import { type DataColumn, msisdnColumn } from '../../ui/table';

export const COST_COLUMNS: DataColumn<ClosableLine>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 160 },
  {
    id: 'commitment',
    header: 'Taahhüt bitişi',
    kind: 'text',
    value: (l) => l.commitment?.endsOn ?? '',
    cell: (l) => (l.commitment ? formatDate(l.commitment.endsOn) : 'Taahhüt yok'),
  },
  {
    id: 'months',
    header: 'Kalan ay',
    kind: 'number',
    value: (l) => l.commitment?.remainingMonths ?? 0,
    cell: (l) => (l.commitment ? String(l.commitment.remainingMonths) : '–'),
  },
  {
    id: 'cost',
    header: 'Cayma bedeli',
    kind: 'amount',
    value: (l) => l.commitment?.cost ?? 0,
    cell: (l) => formatMoney(l.commitment?.cost ?? 0, { minDecimals: 2 }),
  },
];

export const HISTORY_COLUMNS: DataColumn<Deactivation>[] = [
  {
    id: 'closedAt',
    header: 'Tarih',
    kind: 'text',
    value: (d) => d.closedAt,
    cell: (d) => formatDateTime(d.closedAt),
    width: 150,
  },
  {
    id: 'msisdns',
    header: 'Kapatılan hatlar',
    kind: 'text',
    value: (d) => d.msisdns.map(formatMsisdn).join(', '),
    cardTitle: true,
    width: 220,
  },
  { id: 'reasonTitle', header: 'Neden', kind: 'text', value: (d) => d.reasonTitle, width: 180 },
  { id: 'closedBy', header: 'Kapatan', kind: 'text', value: (d) => d.closedBy },
  {
    id: 'totalCost',
    header: 'Cayma bedeli',
    kind: 'amount',
    value: (d) => d.totalCost,
    cell: (d) => formatMoney(d.totalCost, { minDecimals: 2 }),
  },
];

export const CLOSED_COLUMNS: DataColumn<ClosedLine>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName },
  { id: 'tariffName', header: 'Tarife', kind: 'text', value: (l) => l.tariffName },
  {
    id: 'cost',
    header: 'Cayma bedeli',
    kind: 'amount',
    value: (l) => l.cost,
    cell: (l) => formatMoney(l.cost, { minDecimals: 2 }),
  },
];
