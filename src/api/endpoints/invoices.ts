import { feature } from './define';

const { post, get } = feature('invoices');

/** The PDF arrives as a file; a JSON body instead is the error (spec §4 blob rule). */
const pdf = { errorMode: 'blob' } as const;

/**
 * Invoice detail, invoice lines and customer-touch history share the invoice state (spec §3);
 * the PDF rows also serve the public /showinvoicepdf pages, where the secret key is the payload.
 */
export const invoicesEndpoints = [
  get('currentInvoiceInfo', '/dc_ccsi/v1/invoices/current'),
  post('customerTouchTrackHistory', '/ccsirest/customer-touch/history.json'),
  post('invoiceSingleProductSelection', '/ccsirest/invoice/single-product-selection.json'),
  post('invoiceInfoByLines', '/ccsirest/invoice/info-by-lines.json'),
  post('invoiceInfoByKtf', '/ccsirest/invoice/info-by-ktf.json'),
  post('invoiceCallDetail', '/ccsirest/invoice/call-detail.json'),
  post('invoiceSummary', '/ccsirest/invoice/summary.json'),
  post('invoiceLayoutDetail', '/ccsirest/invoice/layout-detail.json'),
  post('invoiceCheckMsisdn', '/ccsirest/invoice/check-msisdn.json'),
  post('invoicePdfPermission', '/ccsirest/invoice/pdf-permission.json'),
  post('invoicePdf', '/ccsirest/invoice/pdf.json', pdf),
  // The tax authority (GİB) copy of the same invoice has its own permission check and file.
  post('taxAuthorityInvoicePdfPermission', '/ccsirest/invoice/gib-pdf-permission.json'),
  post('taxAuthorityInvoicePdf', '/ccsirest/invoice/gib-pdf.json', pdf),
] as const;
