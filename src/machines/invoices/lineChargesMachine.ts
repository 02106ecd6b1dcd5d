import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { LineCharge, ProductTotals } from '../../api/invoices/types';
import { settleExport } from '../shared/exportAnswer';
import { withText } from '../shared/pagedList/listQuery';
import {
  createPagedListMachine,
  type PageRequest,
  type PageResult,
} from '../shared/pagedList/pagedListMachine';
import { createRequestMachine } from '../shared/requestMachine';
import { loadLineCharges } from './invoicesActors';
import { type LineChargesQuery, lineChargesRequest } from './lineChargesQuery';

/**
 * "Hat bazında": the charges per line of the query's period, page by page from the server; the
 * quick filter (part of a number or a user name) becomes `filter.text`.
 */
export const lineChargesMachine = createPagedListMachine<LineCharge, LineChargesQuery>(
  'invoiceLineCharges',
  withText,
).provide({
  actors: {
    loadPage: fromPromise<PageResult<LineCharge>, PageRequest<LineChargesQuery>>(({ input, signal }) =>
      loadLineCharges(input, signal),
    ),
  },
});

/** The products billed in the period (single product selection): the filter bar's tariff choice. */
export const invoiceProductsMachine = createRequestMachine<ProductTotals, string>(
  'invoiceProducts',
  (period, signal) => callEndpoint('invoiceSingleProductSelection', { body: { period } }, signal),
);

/**
 * "Dışa aktar" of the by-line list through `invoiceInfoByLines` with `export` (spec §4 export
 * rule): the file is saved under the server's name, or the server mails it.
 */
export async function exportLineCharges(
  query: LineChargesQuery,
  format: 'csv' | 'xlsx',
  sendMail: boolean,
  save: (blob: Blob, name: string) => void,
): Promise<{ mailed: true } | undefined> {
  const request = lineChargesRequest(query);
  const answer = await callEndpoint('invoiceInfoByLines', {
    body: {
      ...request,
      offset: 0,
      limit: 1,
      export: { format, ...(sendMail ? { sendMail: true } : {}) },
    },
  });
  if ('items' in answer) throw new Error('The export answered a page instead of a file');
  return settleExport(answer, `hat-bazinda-fatura-${request.period}.${format}`, save);
}
