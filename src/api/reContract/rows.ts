import { feature } from '../contract/define';
import {
  AddonList,
  CampaignControl,
  CampaignQuery,
  DocumentControl,
  DocumentRequest,
  OfferActions,
  OfferActionsQuery,
  ProductList,
  ProductListQuery,
  ReContractOrder,
  SubmitRequest,
} from './types';

const { post, get, put, rows } = feature('reContract');

/** Re-contract documents are contract results: success only on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;

/**
 * Re-contracting lines onto a new offer. The product list takes productType, pageNumber,
 * searchParameter, canContract, sortFieldName and sortOrder as query (spec §5).
 */
export const reContractRows = rows({
  reContractProductList: get('/dc_ccsi/v1/re-contracts/products', {
    query: ProductListQuery,
    response: ProductList,
  }),
  reContractCampaignController: get('/dc_ccsi/v1/re-contracts/campaign-controller', {
    query: CampaignQuery,
    response: CampaignControl,
  }),
  reContractOfferActions: get('/dc_ccsi/v1/re-contracts/offers/{offerId}/actions', {
    query: OfferActionsQuery,
    response: OfferActions,
  }),
  reContractAddons: get('/dc_ccsi/v1/re-contracts/offers/{offerId}/addons', { response: AddonList }),
  // The person must read why a re-contract was refused before choosing another offer.
  reContractSubmit: post(
    '/dc_ccsi/v1/re-contracts/offers/{offerId}/orders',
    { body: SubmitRequest, response: ReContractOrder },
    { access: 'write', errorMode: 'modal' },
  ),
  reContractDocumentControl: get(
    '/dc_ccsi/v1/re-contracts/orders/{orderId}/document',
    { response: DocumentControl },
    document,
  ),
  reContractDocument: put(
    '/dc_ccsi/v1/re-contracts/orders/{orderId}/document',
    { body: DocumentRequest, response: ReContractOrder },
    document,
  ),
});

type Rows = typeof reContractRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
