/**
 * The calls of the new-line wizard, each a promise actor over catalogue rows (a few load
 * several rows at once because the step needs all of them before it can show anything), and
 * the countdown's clock, which the place that creates the wizard provides.
 */
import { fromCallback, fromPromise } from 'xstate';
import { callEndpoint, httpActor } from '../../actors/http';
import {
  type CompanyInfo,
  type CustomerValidated,
  type DemandOrder,
  type FlexibleGsmListResponse,
  NEW_LINE_PRODUCT_TYPES,
  type NewLineOptions,
  type NewLineOrder,
  type NewLineProductType,
  type PartnerList,
  type PhysicalGsmList,
  type SubscriptionPreferences,
} from '../../api/newLine/types';
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
        callEndpoint('newLineOptions', { body: { productType } }, signal),
      ),
    );
    return Object.fromEntries(list.map((o) => [o.productType, o])) as OptionsByType;
  }),
  loadNumbers: httpActor('newLineNumberList'),
  reserveNumbers: httpActor('newLineNumberReservation'),
  loadSimStock: fromPromise<SimStock, { types: NewLineProductType[] }>(async ({ input, signal }) => {
    const [physical, flexible] = await Promise.all([
      callEndpoint('newLinePhysicalGsmList', {}, signal),
      Promise.all(
        input.types.map((type) => callEndpoint('newLineFlexibleGsmList', { body: { type } }, signal)),
      ),
    ]);
    return { physical, flexible };
  }),
  validateSims: httpActor('newLineSimValidation'),
  loadDetails: fromPromise<DetailsData>(async ({ signal }) => {
    const [companyInfo, customer, preferences, partners] = await Promise.all([
      callEndpoint('newLineCompanyInfo', {}, signal),
      callEndpoint('newLineCustomerValidated', {}, signal),
      callEndpoint('newLineSubscriptionPreferences', {}, signal),
      callEndpoint('newLinePartners', {}, signal),
    ]);
    return { companyInfo, customer, preferences, partners };
  }),
  validateContact: httpActor('newLineContactValidation'),
  otp: confirmationOtpMachine,
  createOrder: httpActor('newLineCreateOrder'),
  marsSend: httpActor('newLineMarsSend'),
  loadResult: fromPromise<OrderResult, { orderId: string }>(async ({ input, signal }) => {
    const [order, demand] = await Promise.all([
      callEndpoint('newLineOrderRead', { params: { orderId: input.orderId } }, signal),
      callEndpoint('newLineDemandOrder', { query: { orderId: input.orderId } }, signal),
    ]);
    return { order, demand };
  }),
  /**
   * Sends `clock.tick` with the time at once and then every second: it moves the countdown and
   * dates the reservation. The wall clock is the app's, so the place that creates the wizard
   * provides it (src/lib/clock.ts); the expiry itself is the chart's delayed transition.
   */
  reservationClock: fromCallback(() => {
    throw new Error('reservationClock must be provided');
  }),
};
