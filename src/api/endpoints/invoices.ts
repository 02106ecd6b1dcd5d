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
  customerTouchTrackHistory: post('/ccsirest/customer-touch/history.json', {}, { access: 'read' }),
  invoiceSingleProductSelection: post(
    '/ccsirest/invoice/single-product-selection.json',
    {},
    { access: 'read' },
  ),
  invoiceInfoByLines: post('/ccsirest/invoice/info-by-lines.json', {}, { access: 'read' }),
  invoiceInfoByKtf: post('/ccsirest/invoice/info-by-ktf.json', {}, { access: 'read' }),
  invoiceCallDetail: post('/ccsirest/invoice/call-detail.json', {}, { access: 'read' }),
  invoiceSummary: post('/ccsirest/invoice/summary.json', {}, { access: 'read' }),
  invoiceLayoutDetail: post('/ccsirest/invoice/layout-detail.json', {}, { access: 'read' }),
  invoiceCheckMsisdn: post('/ccsirest/invoice/check-msisdn.json', {}, { access: 'read' }),
  invoicePdfPermission: post('/ccsirest/invoice/pdf-permission.json', {}, { access: 'read' }),
  invoicePdf: post('/ccsirest/invoice/pdf.json', {}, { ...pdf, access: 'read' }),
  // The tax authority (GİB) copy of the same invoice has its own permission check and file.
  taxAuthorityInvoicePdfPermission: post('/ccsirest/invoice/gib-pdf-permission.json', {}, { access: 'read' }),
  taxAuthorityInvoicePdf: post('/ccsirest/invoice/gib-pdf.json', {}, { ...pdf, access: 'read' }),
});

type Rows = typeof invoicesRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
