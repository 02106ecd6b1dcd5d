import type { SpendLine } from '../../api/spendAnalysis/types';
import { formatNumber } from '../../lib/format';
import { productTypeWord } from '../../lib/productTypes';
import { type DataColumn, msisdnColumn } from '../../ui/table';
import { tl } from './texts';

const count = (id: string, header: string, value: (l: SpendLine) => number): DataColumn<SpendLine> => ({
  id,
  header,
  kind: 'amount',
  value,
  cell: (l) => formatNumber(value(l)),
  sortable: true,
});

/** The lines table's columns: who, where the line is billed and counted, twelve months' use and charge. */
export const spendLineColumns: DataColumn<SpendLine>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 160 },
  { id: 'productType', header: 'Ürün tipi', kind: 'text', value: (l) => productTypeWord(l.productType) },
  {
    id: 'accountName',
    header: 'Fatura hesabı',
    kind: 'text',
    value: (l) => l.accountName,
    hiddenByDefault: true,
  },
  { id: 'costCenter', header: 'Masraf merkezi', kind: 'text', value: (l) => l.costCenter },
  count('voiceMinutes', 'Konuşma (dk)', (l) => l.voiceMinutes),
  count('smsCount', 'SMS', (l) => l.smsCount),
  count('dataMb', 'İnternet (MB)', (l) => l.dataMb),
  {
    id: 'chargeKurus',
    header: '12 aylık ücret',
    kind: 'amount',
    value: (l) => l.chargeKurus / 100,
    cell: (l) => tl(l.chargeKurus),
    sortable: true,
  },
];
