import type { AbroadLine } from '../../api/abroad/types';
import { productTypeWord } from '../../lib/productTypes';
import { type DataColumn, msisdnColumn } from '../../ui/table';
import { STATE_LABELS } from './texts';

const STATUSES = { ACTIVE: 'Aktif', SUSPENDED: 'Askıda' } as const;
const state = (on: boolean) => (on ? STATE_LABELS.on : STATE_LABELS.off);

/** The list's columns; ids are the server's sort fields. */
export const ABROAD_COLUMNS: DataColumn<AbroadLine>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 180 },
  { id: 'roaming', header: 'Yurt dışı kullanım', kind: 'text', value: (l) => state(l.roaming) },
  { id: 'callAbroad', header: 'Yurt dışı arama', kind: 'text', value: (l) => state(l.callAbroad) },
  { id: 'tariffName', header: 'Tarife', kind: 'text', value: (l) => l.tariffName, width: 200 },
  { id: 'productType', header: 'Ürün tipi', kind: 'text', value: (l) => productTypeWord(l.productType) },
  { id: 'status', header: 'Durum', kind: 'text', value: (l) => STATUSES[l.status] },
];

/** The confirm page's short list: no sorting on the server, the lines are all in hand. */
export const REVIEW_COLUMNS = ABROAD_COLUMNS.filter((c) =>
  ['msisdn', 'userName', 'tariffName'].includes(c.id),
);
