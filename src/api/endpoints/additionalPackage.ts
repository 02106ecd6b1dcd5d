import { feature } from '../contract/define';

const { post, get, rows } = feature('additionalPackage');

/** Agreements are contract documents: success only on HTTP 200 (spec §5). */
const agreement = { successRule: 'http200' } as const;
/** Orders the person confirmed: a refusal must be read, not flashed. */
const order = { errorMode: 'modal' } as const;

/** Additional packages, their history, cancellation and the confirm screen. */
export const additionalPackageRows = rows({
  additionalPackageList: post('/ccsirest/additional-package/list.json', {}, { access: 'read' }),
  additionalPackageFilteredList: post(
    '/ccsirest/additional-package/filtered-list.json',
    {},
    { access: 'read' },
  ),
  additionalPackageOfferData: post('/ccsirest/additional-package/offer-data.json', {}, { access: 'read' }),
  additionalPackageAgreement: post(
    '/ccsirest/additional-package/agreement.json',
    {},
    { ...agreement, access: 'read' },
  ),
  additionalPackageOrder: post('/ccsirest/additional-package/order.json', {}, { ...order, access: 'write' }),
  additionalPackageCancelOrder: post(
    '/ccsirest/additional-package/cancel-order.json',
    {},
    { ...order, access: 'write' },
  ),
  additionalPackageOfferDetail: get('/dc_ccsi/v1/additional-packages/offers/{offerId}'),
  additionalPackageHistoryList: get('/dc_ccsi/v1/additional-packages/history'),
  additionalPackageHistoryDetail: get('/dc_ccsi/v1/additional-packages/history/{orderId}'),
  additionalPackageConfirmList: get('/dc_ccsi/v1/additional-packages/confirm'),
  additionalPackageConfirmContract: get(
    '/dc_ccsi/v1/additional-packages/confirm/{orderId}/contract',
    {},
    agreement,
  ),
});

type Rows = typeof additionalPackageRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
