import type { TariffChangeRecord, TariffLine } from '../../api/tariff/types';
import { formatDateTime, formatMoney } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import { Link } from '../../ui/Link';
import { type DataColumn, msisdnColumn } from '../../ui/table';
import { PRODUCT_TYPE_NAMES, STATUS_NAMES, TARIFF_PATHS } from './texts';

const signedMoney = (value: number) => `${value > 0 ? '+' : ''}${formatMoney(value, { minDecimals: 2 })}`;

export const LINE_COLUMNS: DataColumn<TariffLine>[] = [
  msisdnColumn((l) => l.msisdn, {
    cell: (l) => (
      <Link
        to={TARIFF_PATHS.line(l.msisdn)}
        className="whitespace-nowrap font-mono font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {formatMsisdn(l.msisdn)}
      </Link>
    ),
  }),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 170 },
  { id: 'productType', header: 'Ürün', kind: 'text', value: (l) => PRODUCT_TYPE_NAMES[l.productType] ?? '' },
  { id: 'tariffName', header: 'Tarife', kind: 'text', value: (l) => l.tariffName, width: 220 },
  {
    id: 'monthlyFee',
    header: 'Aylık ücret',
    kind: 'amount',
    value: (l) => l.monthlyFee,
    cell: (l) => formatMoney(l.monthlyFee, { minDecimals: 2 }),
  },
  { id: 'status', header: 'Durum', kind: 'text', value: (l) => STATUS_NAMES[l.status] ?? '' },
];

export const HISTORY_COLUMNS: DataColumn<TariffChangeRecord>[] = [
  {
    id: 'changedAt',
    header: 'Tarih',
    kind: 'text',
    value: (c) => c.changedAt,
    cell: (c) => formatDateTime(c.changedAt),
    width: 150,
  },
  msisdnColumn((c) => c.msisdn),
  { id: 'fromTariff', header: 'Eski tarife', kind: 'text', value: (c) => c.fromTariff, width: 200 },
  { id: 'toTariff', header: 'Yeni tarife', kind: 'text', value: (c) => c.toTariff, width: 200 },
  {
    id: 'monthlyDifference',
    header: 'Aylık fark',
    kind: 'amount',
    value: (c) => c.monthlyDifference,
    cell: (c) => signedMoney(c.monthlyDifference),
  },
  {
    id: 'channel',
    header: 'İşlem',
    kind: 'text',
    value: (c) => (c.channel === 'BULK' ? 'Toplu değişiklik' : 'Tek hat'),
  },
  { id: 'changedBy', header: 'Yapan', kind: 'text', value: (c) => c.changedBy, width: 140 },
];

export { signedMoney };
