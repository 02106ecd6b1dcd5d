/**
 * The calls of the take-over wizard, each a catalogue row (every one carries `Screen-Name:
 * TAKEOVER`, declared on the rows), and the subscription step's loader, which needs the
 * company's details and the order (for what was entered before) at once.
 */
import { fromPromise } from 'xstate';
import { callEndpoint, httpActor } from '../../actors/http';
import type { TakeOverCompanyInfo, TakeOverOrder } from '../../api/takeOver/types';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';

export interface SubscriptionData {
  company: TakeOverCompanyInfo;
  order: TakeOverOrder;
}

export const takeOverActors = {
  checkContact: httpActor('takeOverContactValidity'),
  checkApproval: httpActor('takeOverValidation'),
  loadSubscription: fromPromise<SubscriptionData, { orderId: string }>(async ({ input, signal }) => {
    const [company, order] = await Promise.all([
      callEndpoint('takeOverCompanyInfo', {}, signal),
      callEndpoint('takeOverOrderById', { params: { orderId: input.orderId } }, signal),
    ]);
    return { company, order };
  }),
  saveSubscription: httpActor('takeOverSubscriptionInfo'),
  loadTariffs: httpActor('takeOverTariffOptions'),
  saveTariffs: httpActor('takeOverTariff'),
  savePreferences: httpActor('takeOverPreferences'),
  loadOrder: httpActor('takeOverOrderById'),
  otp: confirmationOtpMachine,
  finalize: httpActor('takeOverFinalize'),
  marsSend: httpActor('takeOverMarsSend'),
};
