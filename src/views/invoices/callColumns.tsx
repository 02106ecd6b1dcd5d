import type { CallRecord } from '../../api/invoices/types';
import { formatDateTime } from '../../lib/format';
import type { DataColumn } from '../../ui/table';
import { CALL_KIND_NAMES, duration, tl, volume } from './texts';

/** A line's calls, SMS and data sessions; the list is all in hand, sorted and searched here. */
export const CALL_COLUMNS: DataColumn<CallRecord>[] = [
  {
    id: 'at',
    header: 'Tarih ve saat',
    kind: 'date',
    value: (r) => new Date(r.at),
    cell: (r) => formatDateTime(r.at),
    cardTitle: true,
    width: 150,
  },
  { id: 'kind', header: 'Tür', kind: 'text', value: (r) => CALL_KIND_NAMES[r.kind] },
  { id: 'description', header: 'Açıklama', kind: 'text', value: (r) => r.description, width: 220 },
  { id: 'counterpart', header: 'Aranan / gönderilen', kind: 'text', value: (r) => r.counterpart },
  {
    id: 'durationSeconds',
    header: 'Süre',
    kind: 'number',
    value: (r) => r.durationSeconds,
    cell: (r) => (r.kind === 'SMS' ? '—' : duration(r.durationSeconds)),
  },
  {
    id: 'volumeKb',
    header: 'İnternet',
    kind: 'number',
    value: (r) => r.volumeKb,
    cell: (r) => (r.kind === 'DATA' ? volume(r.volumeKb) : '—'),
  },
  {
    id: 'chargeKurus',
    header: 'Ücret',
    kind: 'amount',
    value: (r) => r.chargeKurus / 100,
    cell: (r) => tl(r.chargeKurus),
  },
];
