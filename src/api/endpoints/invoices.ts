import { feature } from '../contract/define';

const { post, get, rows } = feature('invoices');

/** The PDF arrives as a file; a JSON body instead is the error (spec §4 blob rule). */
const pdf = { errorMode: 'blob' } as const;

/**
 * Invoice detail, invoice lines and customer-touch history share the invoice state (spec §3);
 * the PDF rows also serve the public /showinvoicepdf pages, where the secret key is the payload.
 */
export const invoicesRows = rows({
  currentInvoiceInfo: get('/dc_ccsi/v1/invoices/current'),
  customerTouchTrackHistory: post('/ccsirest/customer-touch/history.json'),
  invoiceSingleProductSelection: post('/ccsirest/invoice/single-product-selection.json'),
  invoiceInfoByLines: post('/ccsirest/invoice/info-by-lines.json'),
  invoiceInfoByKtf: post('/ccsirest/invoice/info-by-ktf.json'),
  invoiceCallDetail: post('/ccsirest/invoice/call-detail.json'),
  invoiceSummary: post('/ccsirest/invoice/summary.json'),
  invoiceLayoutDetail: post('/ccsirest/invoice/layout-detail.json'),
  invoiceCheckMsisdn: post('/ccsirest/invoice/check-msisdn.json'),
  invoicePdfPermission: post('/ccsirest/invoice/pdf-permission.json'),
  invoicePdf: post('/ccsirest/invoice/pdf.json', {}, pdf),
  // The tax authority (GİB) copy of the same invoice has its own permission check and file.
  taxAuthorityInvoicePdfPermission: post('/ccsirest/invoice/gib-pdf-permission.json'),
  taxAuthorityInvoicePdf: post('/ccsirest/invoice/gib-pdf.json', {}, pdf),
});

type Rows = typeof invoicesRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
