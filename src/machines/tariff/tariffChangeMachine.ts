import { and, assertEvent, assign, setup } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { singleChangeReference, TARIFF_OTP_PURPOSE, type TariffChangeAnswer } from '../../api/tariff/types';
import { mayDo } from '../../lib/rights';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import { tariffChangeActors } from './tariffChangeActors';
import {
  type ChangeInput,
  chosenOffer,
  type TariffChangeContext,
  type TariffChangeEvent,
  toggled,
} from './tariffChangeContext';

const failureOf = ({ event }: { event: { error: unknown } }) => event.error;

const resultOf = ({ event }: { event: { output: TariffChangeAnswer } }) => event.output;

/** Confirm the move with the SMS code (its reference: number and tariff), then change the tariff. */
const change = confirmedWrite({
  code: {
    purpose: TARIFF_OTP_PURPOSE,
    reference: (context: TariffChangeContext) =>
      singleChangeReference(context.msisdn, context.tariffId ?? ''),
    description: 'The OTP child confirms the move (its reference: number and tariff).',
    tags: ['step:summary'],
    back: { target: 'summary' },
  },
  writeState: 'changing',
  write: {
    src: 'change',
    tags: ['busy', 'step:summary'],
    input: (context, transactionId): ChangeInput => ({
      msisdn: context.msisdn,
      tariffId: context.tariffId ?? '',
      commitmentMonths: context.commitmentMonths,
      selections: context.selections,
      transactionId,
    }),
  },
  written: {
    target: 'done',
    actions: [
      { type: 'storeResult', params: resultOf },
      { type: 'changed', params: resultOf },
    ],
  },
  // The row's modal says why; the summary stays for another try with a new code.
  writeFailed: { target: 'summary', actions: [{ type: 'storeFailure', params: failureOf }] },
});

/**
 * /tariff-package/line/<msisdn>: the line with its usage and the tariffs it can move to (each
 * with its FAQ and more info), then the change: choose a tariff, its commitment and (when the
 * offer asks) gift packages, read the monthly difference, confirm with the SMS code (the OTP
 * machine as child, reference = the move) and see the result, with the line read again (its new
 * tariff and usage). `changed` tells the page.
 */
export const tariffChangeMachine = setup({
  types: {
    context: {} as TariffChangeContext,
    events: {} as TariffChangeEvent,
    input: {} as { msisdn: string; rights: PersonRights | undefined },
  },
  actors: {
    // The real calls by default; tests provide their own.
    ...tariffChangeActors,
    otp: confirmationOtpMachine,
  },
  actions: {
    /** Provided by the page machine: the page's history shows the new change. */
    changed: (_, _result: TariffChangeAnswer) => {
      throw new Error('changed must be provided');
    },
    storeFailure: assign((_, error: unknown) => ({ failure: errorMessage(error) })),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeResult: assign((_, result: TariffChangeAnswer) => ({ result })),
  },
  guards: {
    allowed: ({ context, event }) => {
      assertEvent(event, 'tariff.choose');
      return context.data?.offers.tariffs.find((t) => t.tariffId === event.tariffId)?.allowed ?? false;
    },
    offeredChoice: ({ context, event }) => {
      assertEvent(event, 'selection.toggle');
      return context.preparation?.preOrder.choices.some((c) => c.code === event.code) ?? false;
    },
    choicesComplete: ({ context }) => {
      const offer = context.preparation?.preOrder;
      return (
        !offer?.required || (context.selections.length >= 1 && context.selections.length <= offer.maxChoices)
      );
    },
    ...confirmedWriteGuards,
    /** No step, no SMS code and no write for a person without the tariff group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'tariff', 'request'),
  },
}).createMachine({
  id: 'tariffChange',
  context: ({ input }) => ({
    msisdn: input.msisdn,
    rights: input.rights,
    data: undefined,
    tariffId: undefined,
    preparation: undefined,
    commitmentMonths: 24,
    selections: [],
    info: undefined,
    infoTariffId: undefined,
    failure: undefined,
    transactionId: undefined,
    result: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ msisdn: context.msisdn }),
        onDone: {
          target: 'browsing',
          actions: assign({ data: ({ event }) => event.output, failure: undefined }),
        },
        onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: failureOf } },
      },
    },
    loadFailed: {
      description: 'The line (or its usage) could not be read; another company’s number lands here too.',
      on: { 'user.retry': 'loading' },
    },
    browsing: {
      tags: ['step:choose'],
      on: {
        'tariff.choose': {
          guard: and(['mayRequest', 'allowed']),
          target: 'preparing',
          actions: assign({
            tariffId: ({ event }) => event.tariffId,
            commitmentMonths: 24,
            selections: [],
            failure: undefined,
          }),
        },
        'info.open': {
          target: 'loadingInfo',
          actions: assign({
            infoTariffId: ({ event }) => event.tariffId,
            info: undefined,
            failure: undefined,
          }),
        },
      },
    },
    loadingInfo: {
      tags: ['busy', 'step:choose', 'info'],
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        input: ({ context }) => ({ tariffId: context.infoTariffId ?? '' }),
        onDone: { target: 'showingInfo', actions: assign({ info: ({ event }) => event.output }) },
        onError: { target: 'browsing', actions: { type: 'storeFailure', params: failureOf } },
      },
    },
    showingInfo: {
      tags: ['step:choose', 'info'],
      on: {
        'info.close': { target: 'browsing', actions: assign({ info: undefined, infoTariffId: undefined }) },
      },
    },
    preparing: {
      description: 'The commitment options and the pre-order selection (spec §5) of the chosen tariff.',
      tags: ['busy', 'step:choose'],
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => ({
          tariffId: context.tariffId ?? '',
          offerName: chosenOffer(context)?.name ?? '',
        }),
        onDone: { target: 'configuring', actions: assign({ preparation: ({ event }) => event.output }) },
        onError: { target: 'browsing', actions: { type: 'storeFailure', params: failureOf } },
      },
    },
    configuring: {
      tags: ['step:options'],
      on: {
        'commitment.choose': { actions: assign({ commitmentMonths: ({ event }) => event.months }) },
        'selection.toggle': {
          guard: 'offeredChoice',
          actions: assign({
            selections: ({ context, event }) =>
              context.preparation
                ? toggled(context.selections, event.code, context.preparation.preOrder)
                : [],
          }),
        },
        'user.next': { guard: 'choicesComplete', target: 'summary' },
        'user.back': { target: 'browsing', actions: assign({ tariffId: undefined, preparation: undefined }) },
      },
    },
    summary: {
      tags: ['step:summary'],
      on: {
        'user.back': { target: 'configuring', actions: assign({ failure: undefined }) },
        'user.confirm': {
          guard: 'mayRequest',
          target: 'confirmingCode',
          actions: assign({ failure: undefined }),
        },
      },
    },
    confirmingCode: change.code,
    changing: change.write,
    done: {
      description:
        'The move is made: the line (its tariff and the usage of the new one) is read again, so what the page shows is the new state without a reload.',
      tags: ['step:done'],
      initial: 'refreshing',
      states: {
        refreshing: {
          tags: ['busy', 'refreshing'],
          invoke: {
            id: 'refresh',
            src: 'load',
            input: ({ context }) => ({ msisdn: context.msisdn }),
            onDone: { target: 'current', actions: assign({ data: ({ event }) => event.output }) },
            onError: { target: 'stale', actions: { type: 'storeFailure', params: failureOf } },
          },
        },
        current: {},
        stale: {
          description:
            'The move is made but the line could not be read again: the page says so and offers a retry.',
          tags: ['stale'],
          on: { 'user.retry': { target: 'refreshing', actions: assign({ failure: undefined }) } },
        },
      },
      on: {
        'user.restart': {
          target: 'loading',
          actions: assign({
            tariffId: undefined,
            preparation: undefined,
            commitmentMonths: 24,
            selections: [],
            failure: undefined,
            transactionId: undefined,
            result: undefined,
          }),
        },
      },
    },
  },
});
