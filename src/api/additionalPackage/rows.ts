import { feature } from '../contract/define';
import {
  ActiveList,
  ActiveListRequest,
  Agreement,
  AgreementRequest,
  CancelRequest,
  ConfirmContract,
  ConfirmList,
  EmptyQuery,
  HistoryDetail,
  HistoryList,
  HistoryQuery,
  OfferDataRequest,
  OfferDetail,
  OfferFilter,
  OfferList,
  OrderRequest,
  Quote,
} from './types';

const { post, get, rows } = feature('additionalPackage');

/** Agreements are contract documents: success only on HTTP 200 (spec §5). */
const agreement = { successRule: 'http200' } as const;
/** Orders the person confirmed: a refusal must be read, not flashed. */
const order = { errorMode: 'modal' } as const;

/** Additional packages, their history, cancellation and the confirm screen. */
export const additionalPackageRows = rows({
  additionalPackageList: post(
    '/ccsirest/additional-package/list.json',
    { body: ActiveListRequest, response: ActiveList },
    { access: 'read' },
  ),
  additionalPackageFilteredList: post(
    '/ccsirest/additional-package/filtered-list.json',
    { body: OfferFilter, response: OfferList },
    { access: 'read' },
  ),
  additionalPackageOfferData: post(
    '/ccsirest/additional-package/offer-data.json',
    { body: OfferDataRequest, response: Quote },
    { access: 'read' },
  ),
  additionalPackageAgreement: post(
    '/ccsirest/additional-package/agreement.json',
    { body: AgreementRequest, response: Agreement },
    { ...agreement, access: 'read' },
  ),
  additionalPackageOrder: post(
    '/ccsirest/additional-package/order.json',
    { body: OrderRequest, response: HistoryDetail },
    { ...order, access: 'write' },
  ),
  additionalPackageCancelOrder: post(
    '/ccsirest/additional-package/cancel-order.json',
    { body: CancelRequest, response: HistoryDetail },
    { ...order, access: 'write' },
  ),
  additionalPackageOfferDetail: get('/dc_ccsi/v1/additional-packages/offers/{offerId}', {
    response: OfferDetail,
  }),
  additionalPackageHistoryList: get('/dc_ccsi/v1/additional-packages/history', {
    query: HistoryQuery,
    response: HistoryList,
  }),
  additionalPackageHistoryDetail: get('/dc_ccsi/v1/additional-packages/history/{orderId}', {
    response: HistoryDetail,
  }),
  additionalPackageConfirmList: get('/dc_ccsi/v1/additional-packages/confirm', {
    query: EmptyQuery,
    response: ConfirmList,
  }),
  additionalPackageConfirmContract: get(
    '/dc_ccsi/v1/additional-packages/confirm/{orderId}/contract',
    { response: ConfirmContract },
    agreement,
  ),
});

type Rows = typeof additionalPackageRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
