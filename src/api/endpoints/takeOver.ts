import { feature, TAKEOVER_HEADERS } from '../contract/define';

const { post, get, put, rows } = feature('takeOver');

/** The back end routes every take-over call by its Screen-Name header (spec §7). */
const takeOver = { headers: TAKEOVER_HEADERS } as const;
/** Sending and finalizing are irreversible: a refusal must be read, not flashed. */
const submit = { ...takeOver, errorMode: 'modal' } as const;

/** Line take-over orders (order list query: orderTypeId and status). */
export const takeOverRows = rows({
  takeOverOrderList: get('/dc_ccsi/v1/take-over/orders', {}, takeOver),
  takeOverOrderById: get('/dc_ccsi/v1/take-over/orders/{orderId}', {}, takeOver),
  takeOverStatusList: get('/dc_ccsi/v1/take-over/statuses', {}, takeOver),
  takeOverCompanyInfo: get('/dc_ccsi/v1/take-over/company-info', {}, takeOver),
  takeOverValidation: get('/dc_ccsi/v1/take-over/orders/{orderId}/validation', {}, takeOver),
  takeOverContactValidity: post(
    '/dc_ccsi/v1/take-over/contact-validity',
    {},
    { ...takeOver, access: 'read' },
  ),
  takeOverTariffOptions: post(
    '/dc_ccsi/v1/take-over/orders/{orderId}/tariff-options',
    {},
    { ...takeOver, access: 'read' },
  ),
  takeOverSubscriptionInfo: put('/dc_ccsi/v1/take-over/orders/{orderId}/subscription-info', {}, takeOver),
  takeOverTariff: put('/dc_ccsi/v1/take-over/orders/{orderId}/tariff', {}, takeOver),
  takeOverPreferences: put('/dc_ccsi/v1/take-over/orders/{orderId}/preferences', {}, takeOver),
  // Status moves belong to the approval workflow, not to the order record.
  takeOverUpdateStatus: put('/dc_ccsi/v1/take-over/workflows/{workflowInstanceId}/status', {}, takeOver),
  takeOverFinalize: put('/dc_ccsi/v1/take-over/orders/{orderId}/finalize', {}, submit),
  takeOverMarsSend: post('/dc_ccsi/v1/take-over/orders/{orderId}/mars', {}, { ...submit, access: 'write' }),
});

type Rows = typeof takeOverRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
