import type { LineCharge } from '../../api/invoices/types';
import { formatMsisdn } from '../../lib/msisdn';
import { Link } from '../../ui/Link';
import { type DataColumn, msisdnColumn } from '../../ui/table';
import { callDetailPath, PRODUCT_TYPE_NAMES, tl } from './texts';

const money = (
  id: string,
  header: string,
  kurus: (c: LineCharge) => number,
  options: { sortable?: boolean; hiddenByDefault?: boolean } = {},
): DataColumn<LineCharge> => ({
  id,
  header,
  kind: 'amount',
  value: (c) => kurus(c) / 100,
  cell: (c) => tl(kurus(c)),
  sortable: options.sortable ?? false,
  hiddenByDefault: options.hiddenByDefault ?? false,
});

/** The by-line list's columns; ids of sortable ones are the server's sort fields. */
export const lineChargeColumns = (period: string): DataColumn<LineCharge>[] => [
  msisdnColumn((c) => c.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (c) => c.userName, width: 160 },
  { id: 'tariffName', header: 'Tarife', kind: 'text', value: (c) => c.tariffName, width: 190 },
  {
    id: 'productType',
    header: 'Ürün tipi',
    kind: 'text',
    value: (c) => PRODUCT_TYPE_NAMES[c.productType],
    sortable: false,
  },
  { id: 'ktfNo', header: 'Fatura hesabı', kind: 'text', value: (c) => c.ktfNo, hiddenByDefault: true },
  // The breakdown is one "Sütunlar" choice away; the amount is what people compare.
  money('tariffKurus', 'Tarife ücreti', (c) => c.tariffKurus, { hiddenByDefault: true }),
  money('usageKurus', 'Kullanım', (c) => c.usageKurus),
  money('serviceKurus', 'Servisler', (c) => c.serviceKurus, { hiddenByDefault: true }),
  money('amountKurus', 'Tutar', (c) => c.amountKurus, { sortable: true }),
  {
    id: 'callDetail',
    header: 'Görüşme detayı',
    kind: 'text',
    value: () => '',
    sortable: false,
    hideable: false,
    cell: (c) => (
      <Link
        to={callDetailPath(c.msisdn, period)}
        className="font-semibold text-brand-800 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
      >
        Detay<span className="sr-only">: {formatMsisdn(c.msisdn)} görüşme detayı</span>
      </Link>
    ),
  },
];
