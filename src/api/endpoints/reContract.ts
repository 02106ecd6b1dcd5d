import { feature } from './define';

const { post, get, put } = feature('reContract');

/** Re-contract documents are contract results: success only on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;

/**
 * Re-contracting lines onto a new offer. The product list takes productType, pageNumber,
 * searchParameter, canContract, sortFieldName and sortOrder as query (spec §5).
 */
export const reContractEndpoints = [
  get('reContractProductList', '/dc_ccsi/v1/re-contracts/products'),
  get('reContractCampaignController', '/dc_ccsi/v1/re-contracts/campaign-controller'),
  get('reContractOfferActions', '/dc_ccsi/v1/re-contracts/offers/{offerId}/actions'),
  get('reContractAddons', '/dc_ccsi/v1/re-contracts/offers/{offerId}/addons'),
  // The person must read why a re-contract was refused before choosing another offer.
  post('reContractSubmit', '/dc_ccsi/v1/re-contracts/offers/{offerId}/orders', {
    errorMode: 'modal',
  }),
  get('reContractDocumentControl', '/dc_ccsi/v1/re-contracts/orders/{orderId}/document', document),
  put('reContractDocument', '/dc_ccsi/v1/re-contracts/orders/{orderId}/document', document),
] as const;
