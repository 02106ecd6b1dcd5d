import { feature } from '../contract/define';

const { post, get, put, rows } = feature('reContract');

/** Re-contract documents are contract results: success only on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;

/**
 * Re-contracting lines onto a new offer. The product list takes productType, pageNumber,
 * searchParameter, canContract, sortFieldName and sortOrder as query (spec §5).
 */
export const reContractRows = rows({
  reContractProductList: get('/dc_ccsi/v1/re-contracts/products'),
  reContractCampaignController: get('/dc_ccsi/v1/re-contracts/campaign-controller'),
  reContractOfferActions: get('/dc_ccsi/v1/re-contracts/offers/{offerId}/actions'),
  reContractAddons: get('/dc_ccsi/v1/re-contracts/offers/{offerId}/addons'),
  // The person must read why a re-contract was refused before choosing another offer.
  reContractSubmit: post(
    '/dc_ccsi/v1/re-contracts/offers/{offerId}/orders',
    {},
    { access: 'write', errorMode: 'modal' },
  ),
  reContractDocumentControl: get('/dc_ccsi/v1/re-contracts/orders/{orderId}/document', {}, document),
  reContractDocument: put('/dc_ccsi/v1/re-contracts/orders/{orderId}/document', {}, document),
});

type Rows = typeof reContractRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
