/** The invoice rows as the machines call them (the edge provides them; tests swap them). */
import { callEndpoint } from '../../actors/http';
import type {
  CallDetail,
  CheckedMsisdn,
  CurrentInvoice,
  InvoiceSummary,
  LineCharge,
  LineChargesPage,
} from '../../api/invoices/types';
import type { PageRequest, PageResult } from '../shared/pagedList/pagedListMachine';
import { type LineChargesQuery, lineChargesRequest } from './lineChargesQuery';

export interface InvoicesOverview {
  current: CurrentInvoice;
  summary: InvoiceSummary;
}

/** The current invoice and the last sixteen months, together: the page shows both at once. */
export async function loadOverview(signal: AbortSignal): Promise<InvoicesOverview> {
  const [current, summary] = await Promise.all([
    callEndpoint('currentInvoiceInfo', {}, signal),
    callEndpoint('invoiceSummary', { body: {} }, signal),
  ]);
  return { current, summary };
}

/** One page of the line charges of the query's period. */
export async function loadLineCharges(
  { query, offset, limit }: PageRequest<LineChargesQuery>,
  signal: AbortSignal,
): Promise<PageResult<LineCharge>> {
  const body = { ...lineChargesRequest(query), offset, limit };
  const page = (await callEndpoint('invoiceInfoByLines', { body }, signal)) as LineChargesPage;
  return { rows: page.items, total: page.total };
}

export const checkMsisdn = (msisdn: string, signal: AbortSignal): Promise<CheckedMsisdn> =>
  callEndpoint('invoiceCheckMsisdn', { body: { msisdn } }, signal);

export const loadCallDetail = (
  body: { msisdn: string; period: string; transactionId: string },
  signal: AbortSignal,
): Promise<CallDetail> => callEndpoint('invoiceCallDetail', { body }, signal);
