import { feature } from './define';

const { post, get, put } = feature('newLine');

/** Orders the person confirmed: a refusal must be read, not flashed. */
const order = { errorMode: 'modal' } as const;

/**
 * New line acquisition for VOICE, DATA and M2M products (spec §3 new-line state): validation,
 * number choice, options, then an order that is read back, updated and sent to MARS.
 */
export const newLineEndpoints = [
  post('newLineContactValidation', '/dc_ccsi/v1/new-line/contact-validation'),
  post('newLineSimValidation', '/dc_ccsi/v1/new-line/sim-validation'),
  post('newLinePhysicalGsmList', '/dc_ccsi/v1/new-line/numbers/physical'),
  post('newLineFlexibleGsmList', '/dc_ccsi/v1/new-line/numbers/flexible'),
  // Number pool and reservation (spec §3 selectedLines, timer): not in the original list,
  // added for the wizard's numbers step.
  post('newLineNumberList', '/dc_ccsi/v1/new-line/numbers/pool'),
  post('newLineNumberReservation', '/dc_ccsi/v1/new-line/numbers/reservations'),
  post('newLineOptions', '/dc_ccsi/v1/new-line/options'),
  post('newLineCreateOrder', '/dc_ccsi/v1/new-line/orders', order),
  get('newLineOrderRead', '/dc_ccsi/v1/new-line/orders/{orderId}'),
  put('newLineOrderUpdate', '/dc_ccsi/v1/new-line/orders/{orderId}'),
  post('newLineMarsSend', '/dc_ccsi/v1/new-line/orders/{orderId}/mars', order),
  get('newLineCompanyInfo', '/dc_ccsi/v1/new-line/company-info'),
  get('newLineCustomerValidated', '/dc_ccsi/v1/new-line/customer-validated'),
  get('newLineSubscriptionPreferences', '/dc_ccsi/v1/new-line/preferences'),
  get('newLinePartners', '/dc_ccsi/v1/new-line/partners'),
  get('newLineDemandOrder', '/dc_ccsi/v1/new-line/demand-order'),
] as const;
