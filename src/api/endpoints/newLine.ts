import { feature } from '../contract/define';

const { post, get, put, rows } = feature('newLine');

/** Orders the person confirmed: a refusal must be read, not flashed. */
const order = { errorMode: 'modal' } as const;

/**
 * New line acquisition for VOICE, DATA and M2M products (spec §3 new-line state): validation,
 * number choice, options, then an order that is read back, updated and sent to MARS.
 */
export const newLineRows = rows({
  newLineContactValidation: post('/dc_ccsi/v1/new-line/contact-validation'),
  newLineSimValidation: post('/dc_ccsi/v1/new-line/sim-validation'),
  newLinePhysicalGsmList: post('/dc_ccsi/v1/new-line/numbers/physical'),
  newLineFlexibleGsmList: post('/dc_ccsi/v1/new-line/numbers/flexible'),
  // Number pool and reservation (spec §3 selectedLines, timer): not in the original list,
  // added for the wizard's numbers step.
  newLineNumberList: post('/dc_ccsi/v1/new-line/numbers/pool'),
  newLineNumberReservation: post('/dc_ccsi/v1/new-line/numbers/reservations'),
  newLineOptions: post('/dc_ccsi/v1/new-line/options'),
  newLineCreateOrder: post('/dc_ccsi/v1/new-line/orders', {}, order),
  newLineOrderRead: get('/dc_ccsi/v1/new-line/orders/{orderId}'),
  newLineOrderUpdate: put('/dc_ccsi/v1/new-line/orders/{orderId}'),
  newLineMarsSend: post('/dc_ccsi/v1/new-line/orders/{orderId}/mars', {}, order),
  newLineCompanyInfo: get('/dc_ccsi/v1/new-line/company-info'),
  newLineCustomerValidated: get('/dc_ccsi/v1/new-line/customer-validated'),
  newLineSubscriptionPreferences: get('/dc_ccsi/v1/new-line/preferences'),
  newLinePartners: get('/dc_ccsi/v1/new-line/partners'),
  newLineDemandOrder: get('/dc_ccsi/v1/new-line/demand-order'),
});

type Rows = typeof newLineRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
