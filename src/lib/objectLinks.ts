/**
 * The address of one object on its own screen (issue 40: a search hit opens its object, not a
 * list). The sandbox's search writes these links and each screen reads its parameter back, so the
 * parameter names live here once. The values are the numbers the screens show.
 */

/** The query parameter each list screen opens one object by. */
export const OBJECT_PARAMS = {
  /** /invoices?fatura=<invoice no>: the invoice's layout dialog. */
  invoice: 'fatura',
  /** /contracts?sozlesme=<contract number>: the contract's panel. */
  contract: 'sozlesme',
  /** /line-operations-request-history?islem=<HT-… number>: the request's lines dialog. */
  lineOperation: 'islem',
} as const;

const withParam = (path: string, name: string, value: string) =>
  `${path}?${name}=${encodeURIComponent(value)}`;

export const invoicePath = (invoiceNo: string) => withParam('/invoices', OBJECT_PARAMS.invoice, invoiceNo);
export const contractPath = (contractNumber: string) =>
  withParam('/contracts', OBJECT_PARAMS.contract, contractNumber);
export const lineOperationPath = (number: string) =>
  withParam('/line-operations-request-history', OBJECT_PARAMS.lineOperation, number);
/** A demand has a page of its own (src/views/requestSubmitting/screens.ts). */
export const demandPath = (number: string) => `/request-submitting/history/${encodeURIComponent(number)}`;
