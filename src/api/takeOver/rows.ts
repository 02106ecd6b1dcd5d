import { feature, TAKEOVER_HEADERS } from '../contract/define';
import {
  ContactValidityRequest,
  ContactValidityResult,
  FinalizeRequest,
  OrderList,
  OrderListQuery,
  Preferences,
  StatusList,
  SubscriptionInfo,
  TakeOverCompanyInfo,
  TakeOverMarsResult,
  TakeOverOrder,
  TakeOverValidation,
  TariffOptions,
  TariffOptionsRequest,
  TariffRequest,
  UpdateStatusRequest,
} from './types';

const { post, get, put, rows } = feature('takeOver');

/** The back end routes every take-over call by its Screen-Name header (spec §7). */
const takeOver = { headers: TAKEOVER_HEADERS } as const;
/** Sending and finalizing are irreversible: a refusal must be read, not flashed. */
const submit = { ...takeOver, errorMode: 'modal' } as const;

/** Line take-over orders (order list query: orderTypeId and status). */
export const takeOverRows = rows({
  takeOverOrderList: get(
    '/dc_ccsi/v1/take-over/orders',
    { query: OrderListQuery, response: OrderList },
    takeOver,
  ),
  takeOverOrderById: get('/dc_ccsi/v1/take-over/orders/{orderId}', { response: TakeOverOrder }, takeOver),
  takeOverStatusList: get('/dc_ccsi/v1/take-over/statuses', { response: StatusList }, takeOver),
  takeOverCompanyInfo: get('/dc_ccsi/v1/take-over/company-info', { response: TakeOverCompanyInfo }, takeOver),
  takeOverValidation: get(
    '/dc_ccsi/v1/take-over/orders/{orderId}/validation',
    { response: TakeOverValidation },
    takeOver,
  ),
  // Write: the check opens the order record and asks the transferring party (an SMS or a call).
  takeOverContactValidity: post(
    '/dc_ccsi/v1/take-over/contact-validity',
    { body: ContactValidityRequest, response: ContactValidityResult },
    { ...takeOver, access: 'write' },
  ),
  takeOverTariffOptions: post(
    '/dc_ccsi/v1/take-over/orders/{orderId}/tariff-options',
    { body: TariffOptionsRequest, response: TariffOptions },
    { ...takeOver, access: 'read' },
  ),
  takeOverSubscriptionInfo: put(
    '/dc_ccsi/v1/take-over/orders/{orderId}/subscription-info',
    { body: SubscriptionInfo, response: TakeOverOrder },
    takeOver,
  ),
  takeOverTariff: put(
    '/dc_ccsi/v1/take-over/orders/{orderId}/tariff',
    { body: TariffRequest, response: TakeOverOrder },
    takeOver,
  ),
  takeOverPreferences: put(
    '/dc_ccsi/v1/take-over/orders/{orderId}/preferences',
    { body: Preferences, response: TakeOverOrder },
    takeOver,
  ),
  // Status moves belong to the approval workflow, not to the order record.
  takeOverUpdateStatus: put(
    '/dc_ccsi/v1/take-over/workflows/{workflowInstanceId}/status',
    { body: UpdateStatusRequest, response: TakeOverOrder },
    takeOver,
  ),
  takeOverFinalize: put(
    '/dc_ccsi/v1/take-over/orders/{orderId}/finalize',
    { body: FinalizeRequest, response: TakeOverOrder },
    submit,
  ),
  takeOverMarsSend: post(
    '/dc_ccsi/v1/take-over/orders/{orderId}/mars',
    { response: TakeOverMarsResult },
    { ...submit, access: 'write' },
  ),
});

type Rows = typeof takeOverRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
