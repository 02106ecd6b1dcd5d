import { LINE_STATUS_LABELS, type LineUserProduct, PRODUCT_TYPE_LABELS } from '../../api/lineUser/types';
import { formatDate } from '../../lib/format';
import { type DataColumn, msisdnColumn } from '../../ui/table';
import { INVOICE_NAME_LABELS, ROAMING_LABELS } from './labels';

const pendingText = (line: LineUserProduct) =>
  line.pendingChange
    ? `${line.pendingChange.userName} (${formatDate(line.pendingChange.effectiveDate)})`
    : '';

/** The list's columns; ids of sortable ones are the server's sort fields. */
export const LINE_USER_COLUMNS: DataColumn<LineUserProduct>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 180 },
  {
    id: 'maskedIdentity',
    header: 'TC kimlik',
    kind: 'text',
    value: (l) => l.maskedIdentity,
    sortable: false,
    cell: (l) => <span className="font-mono">{l.maskedIdentity}</span>,
  },
  { id: 'email', header: 'E-posta', kind: 'text', value: (l) => l.email, sortable: false, width: 200 },
  { id: 'department', header: 'Departman', kind: 'text', value: (l) => l.department },
  { id: 'costCenter', header: 'Masraf merkezi', kind: 'text', value: (l) => l.costCenter },
  { id: 'tariffName', header: 'Tarife', kind: 'text', value: (l) => l.tariffName },
  { id: 'productType', header: 'Ürün tipi', kind: 'text', value: (l) => PRODUCT_TYPE_LABELS[l.productType] },
  { id: 'status', header: 'Durum', kind: 'text', value: (l) => LINE_STATUS_LABELS[l.status] },
  {
    id: 'roaming',
    header: 'Yurt dışı',
    kind: 'text',
    sortable: false,
    value: (l) => (l.roaming ? ROAMING_LABELS.on : ROAMING_LABELS.off),
  },
  {
    id: 'invoiceNameVisible',
    header: 'Faturada ad',
    kind: 'text',
    sortable: false,
    value: (l) => (l.invoiceNameVisible ? INVOICE_NAME_LABELS.shown : INVOICE_NAME_LABELS.hidden),
  },
  {
    id: 'pendingChange',
    header: 'Bekleyen değişiklik',
    kind: 'text',
    sortable: false,
    value: pendingText,
  },
];
