import { feature } from '../contract/define';
import {
  CompanyInfo,
  ContactValidationRequest,
  ContactValidationResult,
  CreateOrderRequest,
  CreateOrderResponse,
  CustomerValidated,
  DemandOrder,
  DemandOrderQuery,
  FlexibleGsmListRequest,
  FlexibleGsmListResponse,
  MarsSendResponse,
  NewLineOptions,
  NewLineOptionsRequest,
  NewLineOrder,
  NumberList,
  NumberListRequest,
  NumberReservation,
  OrderUpdateRequest,
  PartnerList,
  PhysicalGsmList,
  ReservationRequest,
  SimValidationRequest,
  SimValidationResult,
  SubscriptionPreferences,
} from './types';

const { post, get, put, rows } = feature('newLine');

/** Orders the person confirmed: a refusal must be read, not flashed. */
const order = { errorMode: 'modal' } as const;

/**
 * New line acquisition for VOICE, DATA and M2M products (spec §3 new-line state): validation,
 * number choice, options, then an order that is read back, updated and sent to MARS.
 */
export const newLineRows = rows({
  newLineContactValidation: post(
    '/dc_ccsi/v1/new-line/contact-validation',
    {
      body: ContactValidationRequest,
      response: ContactValidationResult,
    },
    { access: 'read' },
  ),
  newLineSimValidation: post(
    '/dc_ccsi/v1/new-line/sim-validation',
    {
      body: SimValidationRequest,
      response: SimValidationResult,
    },
    { access: 'read' },
  ),
  newLinePhysicalGsmList: post(
    '/dc_ccsi/v1/new-line/numbers/physical',
    { response: PhysicalGsmList },
    { access: 'read' },
  ),
  newLineFlexibleGsmList: post(
    '/dc_ccsi/v1/new-line/numbers/flexible',
    {
      body: FlexibleGsmListRequest,
      response: FlexibleGsmListResponse,
    },
    { access: 'read' },
  ),
  // Number pool and reservation (spec §3 selectedLines, timer): not in the original list,
  // added for the wizard's numbers step.
  newLineNumberList: post(
    '/dc_ccsi/v1/new-line/numbers/pool',
    {
      body: NumberListRequest,
      response: NumberList,
    },
    { access: 'read' },
  ),
  newLineNumberReservation: post(
    '/dc_ccsi/v1/new-line/numbers/reservations',
    {
      body: ReservationRequest,
      response: NumberReservation,
    },
    { access: 'write' },
  ),
  newLineOptions: post(
    '/dc_ccsi/v1/new-line/options',
    {
      body: NewLineOptionsRequest,
      response: NewLineOptions,
    },
    { access: 'read' },
  ),
  newLineCreateOrder: post(
    '/dc_ccsi/v1/new-line/orders',
    { body: CreateOrderRequest, response: CreateOrderResponse },
    { ...order, access: 'write' },
  ),
  newLineOrderRead: get('/dc_ccsi/v1/new-line/orders/{orderId}', { response: NewLineOrder }),
  newLineOrderUpdate: put('/dc_ccsi/v1/new-line/orders/{orderId}', {
    body: OrderUpdateRequest,
    response: NewLineOrder,
  }),
  newLineMarsSend: post(
    '/dc_ccsi/v1/new-line/orders/{orderId}/mars',
    { response: MarsSendResponse },
    { ...order, access: 'write' },
  ),
  newLineCompanyInfo: get('/dc_ccsi/v1/new-line/company-info', { response: CompanyInfo }),
  newLineCustomerValidated: get('/dc_ccsi/v1/new-line/customer-validated', { response: CustomerValidated }),
  newLineSubscriptionPreferences: get('/dc_ccsi/v1/new-line/preferences', {
    response: SubscriptionPreferences,
  }),
  newLinePartners: get('/dc_ccsi/v1/new-line/partners', { response: PartnerList }),
  newLineDemandOrder: get('/dc_ccsi/v1/new-line/demand-order', {
    query: DemandOrderQuery,
    response: DemandOrder,
  }),
});

type Rows = typeof newLineRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
