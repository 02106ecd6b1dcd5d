import type { ReContractLine } from '../../api/reContract/types';
import { formatDate } from '../../lib/format';
import { type DataColumn, msisdnColumn } from '../../ui/table';
import { productTypeLabel } from '../shared/linePicker/labels';

/** The lines step's columns; the first four sort on the server (its sortFieldName). */
export const LINE_COLUMNS: DataColumn<ReContractLine>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 170 },
  { id: 'tariffName', header: 'Tarife', kind: 'text', value: (l) => l.tariffName, width: 200 },
  {
    id: 'commitmentEnd',
    header: 'Taahhüt bitişi',
    kind: 'text',
    value: (l) => l.commitmentEnd ?? '',
    cell: (l) => (l.commitmentEnd ? formatDate(l.commitmentEnd) : '—'),
    width: 110,
  },
  {
    id: 'productType',
    header: 'Ürün',
    kind: 'text',
    value: (l) => productTypeLabel(l.productType),
    sortable: false,
  },
  {
    id: 'commitmentText',
    header: 'Taahhüt durumu',
    kind: 'text',
    value: (l) => l.commitmentText,
    sortable: false,
    width: 220,
  },
];

/** The refused lines show why each cannot be re-contracted now. */
export const REFUSED_COLUMNS: DataColumn<ReContractLine>[] = [
  // The reason says more than the commitment text, and both would not fit side by side.
  ...LINE_COLUMNS.filter((c) => c.id !== 'commitmentText'),
  {
    id: 'reason',
    header: 'Neden seçilemez',
    kind: 'text',
    value: (l) => l.reason ?? '',
    sortable: false,
    hideable: false,
    width: 260,
  },
];
