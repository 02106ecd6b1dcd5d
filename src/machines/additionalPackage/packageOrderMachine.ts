import { and, assertEvent, assign, setup, spawnChild } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import {
  type Agreement,
  type HistoryDetail,
  type OfferDetail,
  PACKAGE_OTP_PURPOSE,
  type Quote,
} from '../../api/additionalPackage/types';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { mayDo } from '../../lib/rights';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { companyLinesPicker } from '../shared/linePicker/companyLinesPicker';
import { pickLinesMachine } from '../shared/linePicker/pickLines';
import type { PickerLine } from '../shared/linePicker/types';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import { type CheckOutput, type OrderInput, packageOrderActors } from './packageActors';

export type { CheckOutput, OrderInput };

export interface PackageOrderContext {
  offerId: string;
  /** The person's rights (the session's rights child): an order needs the group's Talep. */
  rights: PersonRights | undefined;
  offer: OfferDetail | undefined;
  lines: PickerLine[];
  quote: Quote | undefined;
  agreement: Agreement | undefined;
  accepted: boolean;
  /** The server's (or the error catalogue's) sentence for the last failed call of a step. */
  failure: string | undefined;
  transactionId: string | undefined;
  result: HistoryDetail | undefined;
}

export type PackageOrderEvent =
  | { type: 'user.retry' }
  | { type: 'lines.chosen'; lines: PickerLine[] }
  | { type: 'lines.remove'; msisdn: string }
  | { type: 'user.check' }
  | { type: 'agreement.accept'; accepted: boolean }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.confirm' }
  | { type: 'user.restart' };

const failureOf = ({ event }: { event: { error: unknown } }) => event.error;

const cleared = {
  lines: [],
  quote: undefined,
  agreement: undefined,
  accepted: false,
  failure: undefined,
  transactionId: undefined,
  result: undefined,
};

/** Confirm the quote with the SMS code (its reference), then order with the validated transaction. */
const order = confirmedWrite({
  code: {
    purpose: PACKAGE_OTP_PURPOSE,
    reference: (context: PackageOrderContext) => context.quote?.quoteId,
    description: 'The OTP child confirms the quote (its reference).',
    tags: ['step:summary'],
    back: { target: 'summary' },
  },
  writeState: 'ordering',
  write: {
    src: 'order',
    tags: ['busy', 'step:summary'],
    input: (context, transactionId): OrderInput => ({
      quoteId: context.quote?.quoteId ?? '',
      agreementVersion: context.agreement?.version ?? '',
      transactionId,
    }),
  },
  written: {
    target: 'done',
    actions: [
      { type: 'storeResult', params: ({ event }: { event: { output: HistoryDetail } }) => event.output },
    ],
  },
  // The row's modal says why; the summary stays for another try with a new code.
  writeFailed: { target: 'summary', actions: [{ type: 'storeFailure', params: failureOf }] },
});

/**
 * /additional-package/{offerId}: the package's detail, then its order: choose lines (the line
 * picker), check them (the offer data: which lines can take it, each refusal with its reason,
 * the total in TL), read and accept the agreement, read the summary, confirm with the SMS code
 * (the OTP machine as child, reference = the quote) and order. The result names each line;
 * `ordered` tells the page (its active list) that one happened.
 */
export const packageOrderMachine = setup({
  types: {
    context: {} as PackageOrderContext,
    events: {} as PackageOrderEvent,
    input: {} as { offerId: string; rights: PersonRights | undefined },
  },
  actors: {
    // The real calls are the default; tests provide stand-ins.
    ...packageOrderActors,
    otp: confirmationOtpMachine,
    // "Hatları seç": the picker's lines replace the chosen ones.
    pickLines: pickLinesMachine(companyLinesPicker, (lines) => ({ type: 'lines.chosen' as const, lines })),
  },
  actions: {
    storeFailure: assign((_, error: unknown) => ({ failure: errorMessage(error) })),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeResult: assign((_, result: HistoryDetail) => ({ result })),
  },
  guards: {
    hasLines: ({ context }) => context.lines.length > 0,
    /** No check, no SMS code and no order for a person without the group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'additionalPackage', 'request'),
    someAllowed: (_, quote: Quote) => quote.quoteId !== '',
    accepted: ({ context }) => context.accepted,
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'packageOrder',
  context: ({ input }) => ({ offerId: input.offerId, rights: input.rights, offer: undefined, ...cleared }),
  entry: spawnChild('pickLines', { id: 'pickLines' }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: {
          target: 'choosing',
          actions: assign({ offer: ({ event }) => event.output, failure: undefined }),
        },
        onError: { target: 'startFailed', actions: { type: 'storeFailure', params: failureOf } },
      },
    },
    startFailed: {
      description: 'The package could not be read (unknown or a failed call): nothing to order yet.',
      on: { 'user.retry': 'starting' },
    },
    choosing: {
      tags: ['step:lines'],
      on: {
        'lines.chosen': {
          actions: assign({ lines: ({ event }) => event.lines, quote: undefined, failure: undefined }),
        },
        'lines.remove': {
          actions: assign({
            lines: ({ context, event }) => context.lines.filter((l) => l.msisdn !== event.msisdn),
            quote: undefined,
          }),
        },
        'user.check': { guard: and(['mayRequest', 'hasLines']), target: 'checking' },
      },
    },
    checking: {
      description:
        'The offer data (which lines can take the package, the total, the quote id) and, when some can, the agreement.',
      tags: ['busy', 'step:lines'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ offerId: context.offerId, msisdns: context.lines.map((l) => l.msisdn) }),
        onDone: [
          {
            guard: { type: 'someAllowed', params: ({ event }) => event.output.quote },
            target: 'reading',
            actions: assign({
              quote: ({ event }) => event.output.quote,
              agreement: ({ event }) => event.output.agreement,
              accepted: false,
              failure: undefined,
            }),
          },
          // No line can take it: the refusals stay on the lines step with their reasons.
          {
            target: 'choosing',
            actions: assign({ quote: ({ event }) => event.output.quote, failure: undefined }),
          },
        ],
        onError: { target: 'choosing', actions: { type: 'storeFailure', params: failureOf } },
      },
    },
    reading: {
      description: 'The agreement text; the order needs it accepted.',
      tags: ['step:agreement'],
      on: {
        'agreement.accept': {
          actions: assign({
            accepted: ({ event }) => {
              assertEvent(event, 'agreement.accept');
              return event.accepted;
            },
          }),
        },
        'user.next': { guard: 'accepted', target: 'summary' },
        'user.back': { target: 'choosing', actions: assign({ quote: undefined, accepted: false }) },
      },
    },
    summary: {
      tags: ['step:summary'],
      on: {
        'user.back': { target: 'reading', actions: assign({ failure: undefined }) },
        'user.confirm': {
          guard: 'mayRequest',
          target: 'confirmingCode',
          actions: assign({ failure: undefined }),
        },
      },
    },
    confirmingCode: order.code,
    ordering: order.write,
    done: {
      tags: ['step:done'],
      on: { 'user.restart': { target: 'choosing', actions: assign(cleared) } },
    },
  },
});
