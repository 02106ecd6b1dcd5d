/**
 * The calls of the new-line wizard, each a promise actor over catalogue rows (a few load
 * several rows at once because the step needs all of them before it can show anything).
 */
import { fromCallback, fromPromise } from 'xstate';
import type { CallInput } from '../../actors/http';
import { callEndpoint, httpActor } from '../../actors/http';
import {
  type CompanyInfo,
  type ContactValidationResult,
  type CreateOrderResponse,
  type CustomerValidated,
  type DemandOrder,
  type FlexibleGsmListResponse,
  type MarsSendResponse,
  NEW_LINE_PRODUCT_TYPES,
  type NewLineOptions,
  type NewLineOrder,
  type NewLineProductType,
  type NumberList,
  type NumberReservation,
  type PartnerList,
  type PhysicalGsmList,
  type SimValidationResult,
  type SubscriptionPreferences,
} from '../../api/newLineTypes';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';

export type OptionsByType = Record<NewLineProductType, NewLineOptions>;

export interface SimStock {
  physical: PhysicalGsmList;
  flexible: FlexibleGsmListResponse[];
}

export interface DetailsData {
  companyInfo: CompanyInfo;
  customer: CustomerValidated;
  preferences: SubscriptionPreferences;
  partners: PartnerList;
}

export interface OrderResult {
  order: NewLineOrder;
  demand: DemandOrder;
}

export const newLineActors = {
  loadOptions: fromPromise<OptionsByType>(async ({ signal }) => {
    const list = await Promise.all(
      NEW_LINE_PRODUCT_TYPES.map((productType) =>
        callEndpoint<NewLineOptions>('newLineOptions', { body: { productType } }, signal),
      ),
    );
    return Object.fromEntries(list.map((o) => [o.productType, o])) as OptionsByType;
  }),
  loadNumbers: httpActor<NumberList, CallInput>('newLineNumberList'),
  reserveNumbers: httpActor<NumberReservation, CallInput>('newLineNumberReservation'),
  loadSimStock: fromPromise<SimStock, { types: NewLineProductType[] }>(async ({ input, signal }) => {
    const [physical, ...flexible] = await Promise.all([
      callEndpoint<PhysicalGsmList>('newLinePhysicalGsmList', { body: {} }, signal),
      ...input.types.map((type) =>
        callEndpoint<FlexibleGsmListResponse>('newLineFlexibleGsmList', { body: { type } }, signal),
      ),
    ]);
    return { physical: physical as PhysicalGsmList, flexible: flexible as FlexibleGsmListResponse[] };
  }),
  validateSims: httpActor<SimValidationResult, CallInput>('newLineSimValidation'),
  loadDetails: fromPromise<DetailsData>(async ({ signal }) => {
    const [companyInfo, customer, preferences, partners] = await Promise.all([
      callEndpoint<CompanyInfo>('newLineCompanyInfo', {}, signal),
      callEndpoint<CustomerValidated>('newLineCustomerValidated', {}, signal),
      callEndpoint<SubscriptionPreferences>('newLineSubscriptionPreferences', {}, signal),
      callEndpoint<PartnerList>('newLinePartners', {}, signal),
    ]);
    return { companyInfo, customer, preferences, partners };
  }),
  validateContact: httpActor<ContactValidationResult, CallInput>('newLineContactValidation'),
  otp: confirmationOtpMachine,
  createOrder: httpActor<CreateOrderResponse, CallInput>('newLineCreateOrder'),
  marsSend: httpActor<MarsSendResponse, CallInput>('newLineMarsSend'),
  loadResult: fromPromise<OrderResult, { orderId: string }>(async ({ input, signal }) => {
    const [order, demand] = await Promise.all([
      callEndpoint<NewLineOrder>('newLineOrderRead', { params: { orderId: input.orderId } }, signal),
      callEndpoint<DemandOrder>('newLineDemandOrder', { query: { orderId: input.orderId } }, signal),
    ]);
    return { order, demand };
  }),
  /** Moves the countdown shown on screen; the expiry itself is the chart's delayed transition. */
  reservationClock: fromCallback(({ sendBack }) => {
    const id = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), 1000);
    return () => clearInterval(id);
  }),
};
