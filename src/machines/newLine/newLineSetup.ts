import { assertEvent, assign, setup } from 'xstate';
import type {
  ContactValidationResult,
  CreateOrderResponse,
  NumberList,
  NumberReservation,
  SimValidationResult,
} from '../../api/newLine/types';
import { mayDo } from '../../lib/rights';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import { wizardDraftActions, wizardDraftGuards } from '../shared/wizard/wizardDraftLogic';
import { wizardOtpGuards } from '../shared/wizard/wizardOtp';
import {
  type DetailsData,
  newLineActors,
  type OptionsByType,
  type OrderResult,
  type SimStock,
} from './newLineActors';
import { freshContext, type NewLineContext, type NewLineEvent, type NewLineInput } from './newLineContext';
import type { DraftStep } from './newLineDraft';
import {
  applyFlexibleGsmListUpdate,
  collectErrorNumbers,
  hasType,
  isCompleteExistingChoice,
  isCompleteNewChoice,
  isCompleteSimChoice,
  isValidProductChoice,
  linesFromChoices,
  orderIdText,
  selectedSimList,
  systemChooses,
} from './newLineRules';

const reservationLapsed = (context: Pick<NewLineContext, 'reservation' | 'now'>) =>
  context.reservation !== null && context.reservation.expiresAt <= context.now;

/** Without numbers: what the wizard forgets when the reservation ends. */
const withoutNumbers = (context: NewLineContext) => ({
  reservation: null,
  lines: context.lines.map((line) => ({ ...line, msisdn: '' })),
  errorNumbers: [],
  simValidationList: [],
});

/** Types, actors, actions, guards and delays of the new-line chart (newLineMachine.ts). */
export const newLineSetup = setup({
  types: {
    context: {} as NewLineContext,
    events: {} as NewLineEvent,
    input: {} as NewLineInput,
  },
  actors: newLineActors,
  actions: {
    // Saves `toDraft(context, step)` and forgets it: bound where the wizard is created.
    ...wizardDraftActions<DraftStep>(),
    restoreDraft: assign(({ context }) => {
      const d = context.savedDraft;
      if (!d) return {};
      return {
        draftId: d.draftId,
        options: d.options,
        lines: d.lines,
        hasNumber: d.hasNumber,
        selectVoiceLineForMe: d.selectVoiceLineForMe,
        selectDataLineForMe: d.selectDataLineForMe,
        reservation: d.reservation,
        contact: d.contact,
        preferences: d.preferences,
        partnerId: d.partnerId,
        companyInfo: d.companyInfo,
      };
    }),
    startOver: assign(({ context, event }) => {
      assertEvent(event, ['user.startOver', 'user.restart']);
      return {
        ...freshContext({
          owner: context.owner,
          rights: context.rights,
          draftId: event.draftId,
          now: context.now,
        }),
        options: context.options,
      };
    }),
    setOptions: assign({ options: (_, options: OptionsByType) => options }),
    applyProducts: assign(({ context, event }) => {
      assertEvent(event, 'user.next.product');
      return { lines: linesFromChoices(event.products, context.lines), notice: '' as const };
    }),
    setNumberList: assign({ numberList: (_, list: NumberList) => list }),
    keepNumbers: assign(({ context, event }) => {
      assertEvent(event, 'user.next.numbers');
      const choice = event.numbers;
      return {
        hasNumber: true,
        selectVoiceLineForMe: false,
        selectDataLineForMe: false,
        reservation: null,
        notice: '' as const,
        lines: context.lines.map((line) => ({ ...line, msisdn: choice.picks[line.key] ?? '' })),
      };
    }),
    chooseNewNumbers: assign(({ context, event }) => {
      assertEvent(event, 'user.next.numbers');
      const choice = event.numbers;
      return {
        hasNumber: false,
        lines: context.lines.map((line) => ({
          ...line,
          msisdn: systemChooses(line, choice) ? '' : (choice.picks[line.key] ?? ''),
        })),
        selectVoiceLineForMe: choice.selectVoiceLineForMe,
        selectDataLineForMe: choice.selectDataLineForMe,
        notice: '' as const,
      };
    }),
    // Dated by the last tick of the clock that runs while the numbers are reserved: at or after
    // the request left, so the countdown never ends later than the server's reservation.
    applyReservation: assign(({ context }, reservation: NumberReservation) => {
      return {
        reservation: {
          reservationId: reservation.reservationId,
          expiresAt: context.now + reservation.expiresInSeconds * 1000,
        },
        lines: context.lines.map((line) => ({
          ...line,
          msisdn: reservation.numbers.find((n) => n.lineKey === line.key)?.msisdn ?? '',
        })),
      };
    }),
    expireReservation: assign(({ context }) => ({
      ...withoutNumbers(context),
      notice: 'reservationExpired' as const,
    })),
    tick: assign({
      now: ({ event }) => {
        assertEvent(event, 'clock.tick');
        return event.now;
      },
    }),
    setSimStock: assign(({ context }, stock: SimStock) => ({
      physicalGsmList: stock.physical.sims,
      flexibleGsmList: stock.flexible.reduce(applyFlexibleGsmListUpdate, context.flexibleGsmList),
    })),
    applySims: assign(({ context, event }) => {
      assertEvent(event, 'user.next.sims');
      const { sims } = event;
      const lines = context.lines.map((line) => ({
        ...line,
        simType: sims[line.key]?.simType ?? line.simType,
        iccid: sims[line.key]?.iccid ?? line.iccid,
      }));
      return { lines, selectedSimList: selectedSimList(lines), errorNumbers: [] };
    }),
    setSimValidation: assign((_, result: SimValidationResult) => ({
      simValidationList: result.simValidationList,
      errorNumbers: collectErrorNumbers(result.simValidationList),
    })),
    setDetails: assign((_, data: DetailsData) => ({
      companyInfo: data.companyInfo,
      IsCustomerValidated: data.customer.IsCustomerValidated,
      customerMessage: data.customer.message ?? '',
      preferenceOptions: data.preferences.options,
      partners: data.partners.partners,
    })),
    applyDetails: assign(({ event }) => {
      assertEvent(event, 'user.next.details');
      const { details } = event;
      return {
        contact: details.contact,
        preferences: details.preferences,
        partnerId: details.partnerId,
        contactRefused: false,
        contactMessage: '',
      };
    }),
    setContactResult: assign((_, result: ContactValidationResult) => ({
      IsContactValidated: result.IsContactValidated,
      contactRefused: !result.IsContactValidated,
      contactMessage: result.IsContactValidated ? '' : (result.message ?? ''),
    })),
    setTransaction: assign({
      transactionId: (_, output: OtpOutput) => validatedTransactionId(output),
    }),
    setOrderId: assign({ orderId: (_, response: CreateOrderResponse) => orderIdText(response) }),
    setResult: assign((_, result: OrderResult) => ({ order: result.order, demand: result.demand })),
    forgetNumbersAfterRefusal: assign(({ context }) => ({
      ...withoutNumbers(context),
      notice: 'reservationExpired' as const,
    })),
  },
  guards: {
    /** No step, no SMS code and no order for a person without the newLine group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'newLine', 'request'),
    ...wizardDraftGuards<DraftStep>(),
    ...wizardOtpGuards,
    reservationLapsed: ({ context }) => reservationLapsed(context),
    validProducts: ({ context, event }) => {
      assertEvent(event, 'user.next.product');
      return isValidProductChoice(event.products, context.options);
    },
    keepsNumbers: ({ context, event }) => {
      assertEvent(event, 'user.next.numbers');
      return isCompleteExistingChoice(context.lines, event.numbers, context.numberList?.existing ?? []);
    },
    picksNewNumbers: ({ context, event }) => {
      assertEvent(event, 'user.next.numbers');
      return isCompleteNewChoice(context.lines, event.numbers);
    },
    hasReservation: ({ context }) => context.reservation !== null,
    completeSims: ({ context, event }) => {
      assertEvent(event, 'user.next.sims');
      return isCompleteSimChoice(context.lines, event.sims);
    },
    simsRefused: (_, result: SimValidationResult) => collectErrorNumbers(result.simValidationList).length > 0,
    customerNotValidated: (_, data: DetailsData) => !data.customer.IsCustomerValidated,
    /** M2M and DATA lines cannot be called, so each needs a contact number (spec §3 lineDetails). */
    completeDetails: ({ context, event }) => {
      assertEvent(event, 'user.next.details');
      const { details } = event;
      const { contact } = details;
      return (
        Boolean(contact.contactName && contact.contactPhone && contact.email && details.partnerId) &&
        (!hasType(context.lines, 'M2M') || Boolean(contact.m2mContactNumber)) &&
        (!hasType(context.lines, 'DATA') || Boolean(contact.dataContactNumber))
      );
    },
    contactValidated: (_, result: ContactValidationResult) => result.IsContactValidated,
    hasOrderId: (_, response: CreateOrderResponse) => orderIdText(response) !== '',
    reservationRefused: (_, error: { code?: string }) => error?.code === 'RESERVATION_EXPIRED',
  },
  delays: {
    /** What is left of the reservation when the step after the numbers is entered. */
    reservationTtl: ({ context }) =>
      context.reservation ? Math.max(0, context.reservation.expiresAt - context.now) : 0,
  },
});
