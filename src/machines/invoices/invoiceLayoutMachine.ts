import { callEndpoint } from '../../actors/http';
import type { InvoiceLayout } from '../../api/invoices/types';
import { createRequestMachine } from '../shared/requestMachine';

/** One invoice's layout ("Fatura dökümü"): load-and-show, keyed by the invoice number. */
export const invoiceLayoutMachine = createRequestMachine<InvoiceLayout, string>(
  'invoiceLayout',
  (invoiceNo, signal) => callEndpoint('invoiceLayoutDetail', { body: { invoiceNo } }, signal),
);
