import { feature } from './define';

const { post, get, put, del } = feature('lineUser');

/** Who uses each line (the product user) and whether that name prints on the invoice. */
export const lineUserEndpoints = [
  post('lineUserProductList', '/ccsirest/line-user/product-list.json'),
  // With the send-mail flag the reply is JSON; otherwise it is the file (spec §4).
  post('lineUserProductExport', '/ccsirest/line-user/product-export.json', { errorMode: 'blob' }),
  get('lineUserProduct', '/dc_ccsi/v1/line-users/products/{productId}'),
  put('lineUserProductUpdate', '/dc_ccsi/v1/line-users/products/{productId}'),
  put('lineUserProductValidate', '/dc_ccsi/v1/line-users/products/{productId}/validate'),
  put('lineUserProductChange', '/dc_ccsi/v1/line-users/products/{productId}/change'),
  // Withdraws a pending user change before it is applied.
  del('lineUserProductChangeDelete', '/dc_ccsi/v1/line-users/products/{productId}/change'),
  get('lineUserInvoiceNameVisibility', '/dc_ccsi/v1/line-users/invoice-name-visibility'),
  put('lineUserInvoiceNameVisibilityUpdate', '/dc_ccsi/v1/line-users/invoice-name-visibility'),
] as const;
