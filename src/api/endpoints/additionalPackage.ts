import { feature } from './define';

const { post, get } = feature('additionalPackage');

/** Agreements are contract documents: success only on HTTP 200 (spec §5). */
const agreement = { successRule: 'http200' } as const;
/** Orders the person confirmed: a refusal must be read, not flashed. */
const order = { errorMode: 'modal' } as const;

/** Additional packages, their history, cancellation and the confirm screen. */
export const additionalPackageEndpoints = [
  post('additionalPackageList', '/ccsirest/additional-package/list.json'),
  post('additionalPackageFilteredList', '/ccsirest/additional-package/filtered-list.json'),
  post('additionalPackageOfferData', '/ccsirest/additional-package/offer-data.json'),
  post('additionalPackageAgreement', '/ccsirest/additional-package/agreement.json', agreement),
  post('additionalPackageOrder', '/ccsirest/additional-package/order.json', order),
  post('additionalPackageCancelOrder', '/ccsirest/additional-package/cancel-order.json', order),
  get('additionalPackageOfferDetail', '/dc_ccsi/v1/additional-packages/offers/{offerId}'),
  get('additionalPackageHistoryList', '/dc_ccsi/v1/additional-packages/history'),
  get('additionalPackageHistoryDetail', '/dc_ccsi/v1/additional-packages/history/{orderId}'),
  get('additionalPackageConfirmList', '/dc_ccsi/v1/additional-packages/confirm'),
  get(
    'additionalPackageConfirmContract',
    '/dc_ccsi/v1/additional-packages/confirm/{orderId}/contract',
    agreement,
  ),
] as const;
