import { feature, TAKEOVER_HEADERS } from './define';

const { post, get, put } = feature('takeOver');

/** The back end routes every take-over call by its Screen-Name header (spec §7). */
const takeOver = { headers: TAKEOVER_HEADERS } as const;
/** Sending and finalizing are irreversible: a refusal must be read, not flashed. */
const submit = { ...takeOver, errorMode: 'modal' } as const;

/** Line take-over orders (order list query: orderTypeId and status). */
export const takeOverEndpoints = [
  get('takeOverOrderList', '/dc_ccsi/v1/take-over/orders', takeOver),
  get('takeOverOrderById', '/dc_ccsi/v1/take-over/orders/{orderId}', takeOver),
  get('takeOverStatusList', '/dc_ccsi/v1/take-over/statuses', takeOver),
  get('takeOverCompanyInfo', '/dc_ccsi/v1/take-over/company-info', takeOver),
  get('takeOverValidation', '/dc_ccsi/v1/take-over/orders/{orderId}/validation', takeOver),
  post('takeOverContactValidity', '/dc_ccsi/v1/take-over/contact-validity', takeOver),
  post('takeOverTariffOptions', '/dc_ccsi/v1/take-over/orders/{orderId}/tariff-options', takeOver),
  put('takeOverSubscriptionInfo', '/dc_ccsi/v1/take-over/orders/{orderId}/subscription-info', takeOver),
  put('takeOverTariff', '/dc_ccsi/v1/take-over/orders/{orderId}/tariff', takeOver),
  put('takeOverPreferences', '/dc_ccsi/v1/take-over/orders/{orderId}/preferences', takeOver),
  // Status moves belong to the approval workflow, not to the order record.
  put('takeOverUpdateStatus', '/dc_ccsi/v1/take-over/workflows/{workflowInstanceId}/status', takeOver),
  put('takeOverFinalize', '/dc_ccsi/v1/take-over/orders/{orderId}/finalize', submit),
  post('takeOverMarsSend', '/dc_ccsi/v1/take-over/orders/{orderId}/mars', submit),
] as const;
