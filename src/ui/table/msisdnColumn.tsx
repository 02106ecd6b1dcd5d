import { formatMsisdn } from '../../lib/msisdn';
import type { DataColumn } from './types';

/** A line-number column as every line list shows it: "0532 123 45 67", sorted by the digits. */
export function msisdnColumn<T>(
  msisdn: (row: T) => string,
  options: Partial<DataColumn<T>> = {},
): DataColumn<T> {
  return {
    id: 'msisdn',
    header: 'Hat numarası',
    kind: 'text',
    value: msisdn,
    cell: (row) => <span className="whitespace-nowrap font-mono">{formatMsisdn(msisdn(row))}</span>,
    cardTitle: true,
    hideable: false,
    width: 150,
    ...options,
  };
}
