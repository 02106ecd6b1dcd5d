import { feature } from '../contract/define';

const { post, get, put, del, rows } = feature('lineUser');

/** Who uses each line (the product user) and whether that name prints on the invoice. */
export const lineUserRows = rows({
  lineUserProductList: post('/ccsirest/line-user/product-list.json'),
  // With the send-mail flag the reply is JSON; otherwise it is the file (spec §4).
  lineUserProductExport: post('/ccsirest/line-user/product-export.json', {}, { errorMode: 'blob' }),
  lineUserProduct: get('/dc_ccsi/v1/line-users/products/{productId}'),
  lineUserProductUpdate: put('/dc_ccsi/v1/line-users/products/{productId}'),
  lineUserProductValidate: put('/dc_ccsi/v1/line-users/products/{productId}/validate'),
  lineUserProductChange: put('/dc_ccsi/v1/line-users/products/{productId}/change'),
  // Withdraws a pending user change before it is applied.
  lineUserProductChangeDelete: del('/dc_ccsi/v1/line-users/products/{productId}/change'),
  lineUserInvoiceNameVisibility: get('/dc_ccsi/v1/line-users/invoice-name-visibility'),
  lineUserInvoiceNameVisibilityUpdate: put('/dc_ccsi/v1/line-users/invoice-name-visibility'),
});

type Rows = typeof lineUserRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
