import {
  PROFILE_NAMES,
  type SecureInternetHistoryEntry,
  type SecureInternetLine,
} from '../../api/secureInternet/types';
import { formatDateTime } from '../../lib/format';
import { type DataColumn, msisdnColumn } from '../../ui/table';

export const LINE_COLUMNS: DataColumn<SecureInternetLine>[] = [
  msisdnColumn((l) => l.msisdn),
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
  msisdnColumn((h) => h.msisdn, { hideable: true }),
  {
    id: 'change',
    header: 'Değişiklik',
    kind: 'text',
    value: (h) => `${PROFILE_NAMES[h.fromProfile]} → ${PROFILE_NAMES[h.toProfile]}`,
  },
  { id: 'changedBy', header: 'Değiştiren', kind: 'text', value: (h) => h.changedBy },
];
