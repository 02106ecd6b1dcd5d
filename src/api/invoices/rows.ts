import { feature } from '../contract/define';
import { TouchHistoryAnswer, TouchHistoryRequest } from '../customerTouch/types';
import {
  InvoicePdfFile,
  InvoicePdfPermission,
  InvoicePdfPermissionRequest,
  InvoicePdfRequest,
} from '../invoicePdf/types';
import * as inv from './types';

const { post, get, rows } = feature('invoices');

/** The PDF arrives as a file; a JSON body instead is the error (spec §4 blob rule). */
const pdf = { errorMode: 'blob' } as const;
const pdfFile = { body: InvoicePdfRequest, response: InvoicePdfFile };
/** The buttons and the public page show why in their own place (an expired link is a page). */
const permission = { body: InvoicePdfPermissionRequest, response: InvoicePdfPermission };
const inline = { errorMode: 'inline' } as const;

/**
 * Invoice detail, invoice lines and customer-touch history share the invoice state (spec §3);
 * the PDF rows also serve the public /showinvoicepdf pages, where the secret key is the payload.
 */
export const invoicesRows = rows({
  currentInvoiceInfo: get('/dc_ccsi/v1/invoices/current', { response: inv.CurrentInvoice }),
  // With `export` the answer is the file (spec §4 export rule), so the row reads blobs.
  customerTouchTrackHistory: post(
    '/ccsirest/customer-touch/history.json',
    { body: TouchHistoryRequest, response: TouchHistoryAnswer },
    { access: 'read', errorMode: 'blob' },
  ),
  invoiceSingleProductSelection: post(
    '/ccsirest/invoice/single-product-selection.json',
    { body: inv.InvoicePeriodRequest, response: inv.ProductTotals },
    { access: 'read' },
  ),
  // With `export` the answer is the file (spec §4 export rule), so the row reads blobs; its JSON
  // pages are read from the blob as any blob row's JSON answer is.
  invoiceInfoByLines: post(
    '/ccsirest/invoice/info-by-lines.json',
    { body: inv.LineChargesRequest, response: inv.LineChargesAnswer },
    { access: 'read', errorMode: 'blob' },
  ),
  invoiceInfoByKtf: post(
    '/ccsirest/invoice/info-by-ktf.json',
    { body: inv.InvoicePeriodRequest, response: inv.KtfTotals },
    { access: 'read' },
  ),
  // Personal data (KVKK): the body carries the validated INVOICE_DETAIL code's transaction.
  invoiceCallDetail: post(
    '/ccsirest/invoice/call-detail.json',
    { body: inv.CallDetailRequest, response: inv.CallDetail },
    { access: 'read' },
  ),
  invoiceSummary: post(
    '/ccsirest/invoice/summary.json',
    { body: inv.InvoiceSummaryRequest, response: inv.InvoiceSummary },
    { access: 'read' },
  ),
  invoiceLayoutDetail: post(
    '/ccsirest/invoice/layout-detail.json',
    { body: inv.InvoiceLayoutRequest, response: inv.InvoiceLayout },
    { access: 'read' },
  ),
  invoiceCheckMsisdn: post(
    '/ccsirest/invoice/check-msisdn.json',
    { body: inv.CheckMsisdnRequest, response: inv.CheckedMsisdn },
    { access: 'read' },
  ),
  invoicePdfPermission: post('/ccsirest/invoice/pdf-permission.json', permission, {
    ...inline,
    access: 'read',
  }),
  invoicePdf: post('/ccsirest/invoice/pdf.json', pdfFile, { ...pdf, access: 'read' }),
  // The tax authority (GİB) copy of the same invoice has its own permission check and file.
  taxAuthorityInvoicePdfPermission: post('/ccsirest/invoice/gib-pdf-permission.json', permission, {
    ...inline,
    access: 'read',
  }),
  taxAuthorityInvoicePdf: post('/ccsirest/invoice/gib-pdf.json', pdfFile, { ...pdf, access: 'read' }),
});

type Rows = typeof invoicesRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
