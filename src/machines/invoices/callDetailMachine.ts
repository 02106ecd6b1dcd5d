import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type CallDetail, type CheckedMsisdn, INVOICE_DETAIL_OTP_PURPOSE } from '../../api/invoices/types';
import { checkBeforeCode, confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import { checkMsisdn, loadCallDetail } from './invoicesActors';

export interface CallDetailInput {
  /** From the by-line list's link (?msisdn=…&period=…); empty to type a number. */
  msisdn?: string;
  period?: string;
}

export interface CallDetailContext {
  msisdn: string;
  /** The period asked for; the newest billed one when the line was not billed for it. */
  period: string;
  checked: CheckedMsisdn | undefined;
  transactionId: string;
  detail: CallDetail | undefined;
  /** The failure's code and the server's Turkish sentence. */
  error: { code: string; message: string } | undefined;
}

export type CallDetailEvent =
  | { type: 'user.check'; msisdn: string }
  | { type: 'user.period'; period: string }
  | { type: 'user.retry' }
  | { type: 'user.reconfirm' }
  | { type: 'user.otherLine' };

/** The sandbox's answer when the confirmation of the line ran out (server/invoices/grants.ts). */
export const CONFIRMATION_GONE = 'INVOICE_DETAIL_CONFIRMATION';

const failure = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return {
    code: typeof e?.code === 'string' && e.code !== '' ? e.code : 'UNKNOWN',
    message: typeof e?.message === 'string' ? e.message : '',
  };
};

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** The number first: a billed line of the company, or back to the number with the reason. */
const numberCheck = checkBeforeCode(
  { src: 'check', tags: ['step:number', 'busy'], input: (context: CallDetailContext) => context.msisdn },
  {
    target: 'confirming',
    actions: [
      { type: 'storeChecked', params: ({ event }: { event: { output: CheckedMsisdn } }) => event.output },
    ],
  },
  { target: 'entering', actions: [{ type: 'storeError', params: errorOf }] },
);

/** The SMS code (reference: the number) opens the line's call detail; a period change reads again. */
const callDetail = confirmedWrite({
  code: {
    purpose: INVOICE_DETAIL_OTP_PURPOSE,
    reference: (context: CallDetailContext) => context.msisdn,
    description: 'The OTP child confirms opening this line’s call detail (its reference is the number).',
    tags: ['step:number'],
    back: { target: 'entering' },
  },
  writeState: 'loading',
  write: {
    src: 'detail',
    tags: ['step:detail', 'busy'],
    input: (context, transactionId) => ({ msisdn: context.msisdn, period: context.period, transactionId }),
  },
  written: {
    target: 'showing',
    actions: [
      { type: 'storeDetail', params: ({ event }: { event: { output: CallDetail } }) => event.output },
    ],
  },
  writeFailed: { target: 'failed', actions: [{ type: 'storeError', params: errorOf }] },
});

/**
 * /invoice-detail-confirm: a line's call detail is personal data (KVKK), so the number is
 * checked first (it must be a billed line of the company), then an SMS code confirms opening
 * it (the OTP kit, purpose INVOICE_DETAIL, reference the number); the validated transaction
 * then opens any billed period of that line for 15 minutes (the sandbox keeps the grant).
 */
export const callDetailMachine = setup({
  types: {
    context: {} as CallDetailContext,
    events: {} as CallDetailEvent,
    input: {} as CallDetailInput,
  },
  actors: {
    check: fromPromise<CheckedMsisdn, string>(({ input, signal }) => checkMsisdn(input, signal)),
    otp: confirmationOtpMachine,
    detail: fromPromise<CallDetail, { msisdn: string; period: string; transactionId: string }>(
      ({ input, signal }) => loadCallDetail(input, signal),
    ),
  },
  actions: {
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeChecked: assign(({ context }, checked: CheckedMsisdn) => ({
      checked,
      msisdn: checked.msisdn,
      period: checked.periods.includes(context.period) ? context.period : (checked.periods[0] ?? ''),
    })),
    storeDetail: assign((_, detail: CallDetail) => ({ detail, error: undefined })),
    storeError: assign((_, error: unknown) => ({ error: failure(error) })),
    forgetLine: assign({ checked: undefined, detail: undefined, transactionId: '', error: undefined }),
  },
  guards: {
    prefilled: ({ context }) => context.msisdn !== '',
    ...confirmedWriteGuards,
    billedPeriod: ({ context, event }) => {
      assertEvent(event, 'user.period');
      return context.checked?.periods.includes(event.period) ?? false;
    },
    confirmationGone: ({ context }) => context.error?.code === CONFIRMATION_GONE,
  },
}).createMachine({
  id: 'invoiceCallDetail',
  context: ({ input }) => ({
    msisdn: input.msisdn ?? '',
    period: input.period ?? '',
    checked: undefined,
    transactionId: '',
    detail: undefined,
    error: undefined,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'prefilled', target: 'checking' }, { target: 'entering' }] },
    entering: {
      tags: ['step:number'],
      on: {
        'user.check': {
          target: 'checking',
          actions: assign({ msisdn: ({ event }) => event.msisdn, error: undefined }),
        },
      },
    },
    checking: numberCheck,
    confirming: callDetail.code,
    loading: callDetail.write,
    showing: {
      tags: ['step:detail'],
      on: {
        'user.period': {
          guard: 'billedPeriod',
          target: 'loading',
          actions: assign({ period: ({ event }) => event.period }),
        },
        'user.otherLine': { target: 'entering', actions: 'forgetLine' },
      },
    },
    failed: {
      tags: ['step:detail', 'failed'],
      on: {
        'user.retry': 'loading',
        'user.reconfirm': {
          guard: 'confirmationGone',
          target: 'confirming',
          actions: assign({ error: undefined }),
        },
        'user.otherLine': { target: 'entering', actions: 'forgetLine' },
      },
    },
  },
});
