import { feature } from '../contract/define';
import {
  InvoiceNameVisibility,
  InvoiceNameVisibilityResult,
  InvoiceNameVisibilityUpdate,
  LineUserChangeRequest,
  LineUserCorrection,
  LineUserDraft,
  LineUserExportAnswer,
  LineUserExportRequest,
  LineUserListPage,
  LineUserListRequest,
  LineUserProduct,
  LineUserValidation,
} from './types';

const { post, get, put, del, rows } = feature('lineUser');

/** Who uses each line (the product user) and whether that name prints on the invoice. */
export const lineUserRows = rows({
  lineUserProductList: post(
    '/ccsirest/line-user/product-list.json',
    {
      body: LineUserListRequest,
      response: LineUserListPage,
    },
    { access: 'read' },
  ),
  // With the send-mail flag the reply is JSON; otherwise it is the file (spec §4).
  lineUserProductExport: post(
    '/ccsirest/line-user/product-export.json',
    { body: LineUserExportRequest, response: LineUserExportAnswer },
    { access: 'read', errorMode: 'blob' },
  ),
  lineUserProduct: get('/dc_ccsi/v1/line-users/products/{productId}', { response: LineUserProduct }),
  lineUserProductUpdate: put('/dc_ccsi/v1/line-users/products/{productId}', {
    body: LineUserCorrection,
    response: LineUserProduct,
  }),
  // Answers what is wrong with each field instead of a 400, so a form can show them all at once.
  lineUserProductValidate: put(
    '/dc_ccsi/v1/line-users/products/{productId}/validate',
    {
      body: LineUserDraft,
      response: LineUserValidation,
    },
    { access: 'read' },
  ),
  lineUserProductChange: put('/dc_ccsi/v1/line-users/products/{productId}/change', {
    body: LineUserChangeRequest,
    response: LineUserProduct,
  }),
  // Withdraws a pending user change before it is applied.
  lineUserProductChangeDelete: del('/dc_ccsi/v1/line-users/products/{productId}/change', {
    response: LineUserProduct,
  }),
  lineUserInvoiceNameVisibility: get('/dc_ccsi/v1/line-users/invoice-name-visibility', {
    response: InvoiceNameVisibility,
  }),
  lineUserInvoiceNameVisibilityUpdate: put('/dc_ccsi/v1/line-users/invoice-name-visibility', {
    body: InvoiceNameVisibilityUpdate,
    response: InvoiceNameVisibilityResult,
  }),
});

type Rows = typeof lineUserRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
