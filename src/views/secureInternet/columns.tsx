import {
  PROFILE_NAMES,
  type SecureInternetHistoryEntry,
  type SecureInternetLine,
} from '../../api/secureInternetTypes';
import { formatDateTime } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { DataColumn } from '../../ui/table';

const msisdnCell = (msisdn: string) => (
  <span className="whitespace-nowrap font-mono">{formatMsisdn(msisdn)}</span>
);

export const LINE_COLUMNS: DataColumn<SecureInternetLine>[] = [
  {
    id: 'msisdn',
    header: 'Hat numarası',
    kind: 'text',
    value: (l) => l.msisdn,
    cell: (l) => msisdnCell(l.msisdn),
    cardTitle: true,
    hideable: false,
    width: 150,
  },
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 180 },
  { id: 'profile', header: 'Profil', kind: 'text', value: (l) => PROFILE_NAMES[l.profile] },
  { id: 'tariffName', header: 'Tarife', kind: 'text', value: (l) => l.tariffName, width: 200 },
  { id: 'note', header: 'Not', kind: 'text', value: (l) => l.reason ?? '', sortable: false, width: 260 },
];

export const HISTORY_COLUMNS: DataColumn<SecureInternetHistoryEntry>[] = [
  {
    id: 'changedAt',
    header: 'Tarih',
    kind: 'text',
    value: (h) => h.changedAt,
    cell: (h) => formatDateTime(h.changedAt),
    width: 160,
  },
  {
    id: 'msisdn',
    header: 'Hat numarası',
    kind: 'text',
    value: (h) => h.msisdn,
    cell: (h) => msisdnCell(h.msisdn),
    cardTitle: true,
    width: 150,
  },
  {
    id: 'change',
    header: 'Değişiklik',
    kind: 'text',
    value: (h) => `${PROFILE_NAMES[h.fromProfile]} → ${PROFILE_NAMES[h.toProfile]}`,
  },
  { id: 'changedBy', header: 'Değiştiren', kind: 'text', value: (h) => h.changedBy },
];

/** The history as the page opens: every change of the company (the sandbox caps the list). */
export const HISTORY_QUERY = {};
