import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../../actors/http/HttpError';
import type { OtpChallenge } from '../../../api/types';
import { challengeTimers, isCompleteCode, isSignInPurpose, otpFailureKind } from './otpRules';

export interface OtpInput {
  /** A challenge the parent already started (login); without it the machine sends one. */
  challenge?: OtpChallenge;
  purpose: string;
  reference?: string;
}

/**
 * `transactionId` travels with `validated`: the operation the code confirmed (approve a
 * contract, create an order) sends it along, and the back end spends the validation once.
 */
export type OtpOutput<TResult = unknown> =
  | { status: 'validated'; result: TResult; transactionId: string }
  | { status: 'cancelled' };

/** For parents: did the confirmation succeed (a guard on the child's done event)? */
export const otpValidated = (output: OtpOutput | undefined): boolean => output?.status === 'validated';

/** For parents: the validate call's answer of a validated confirmation (undefined otherwise). */
export const validatedResult = <TResult>(output: OtpOutput<TResult>): TResult | undefined =>
  output.status === 'validated' ? output.result : undefined;

/** For parents: the transaction to send with the confirmed operation ('' when none). */
export const validatedTransactionId = (output: OtpOutput | undefined): string =>
  output?.status === 'validated' ? output.transactionId : '';

interface OtpContext<TResult> {
  purpose: string;
  reference: string | undefined;
  transactionId: string;
  maskedMsisdn: string;
  secondsLeft: number;
  resendIn: number;
  error: string | undefined;
  /** What the parent learns: cancelled until the validate call answers (its answer is the result). */
  outcome: OtpOutput<TResult>;
}

type OtpEvent =
  | { type: 'user.submit'; code: string }
  | { type: 'user.resend' }
  | { type: 'user.extend' }
  | { type: 'user.retry' }
  | { type: 'user.cancel' }
  | { type: 'clock.tick' };

interface FailedCall {
  message?: string;
  code?: string;
}

/** The real calls come in with `.provide({ actors })`, so each confirmation picks its own rows. */
function mustBeProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} must be provided`);
  });
}

/**
 * Every confirmation of the portal: send a code, await it with a countdown and a resend that
 * unlocks after a delay, validate it, and handle expiry and too many tries. Parents invoke it
 * and get `validated` (with the validate call's result) or `cancelled` as output.
 *
 * `TResult` is what the validate call answers (a login's response, for instance): a parent that
 * needs the result creates its own typed machine, so its `onDone` reads it without a cast.
 */
export const createOtpMachine = <TResult = unknown>() =>
  setup({
    types: {
      context: {} as OtpContext<TResult>,
      events: {} as OtpEvent,
      input: {} as OtpInput,
      output: {} as OtpOutput<TResult>,
    },
    actors: {
      sendCode: mustBeProvided<OtpChallenge, { purpose: string; reference?: string }>('sendCode'),
      resendCode: mustBeProvided<OtpChallenge, { transactionId: string }>('resendCode'),
      validateCode: mustBeProvided<TResult, { transactionId: string; code: string }>('validateCode'),
      resetLifetime: mustBeProvided<{ expiresInSeconds: number }, { transactionId: string }>('resetLifetime'),
      // A callback actor, not `after`, so tests can drive the clock with `clock.tick` events.
      clock: fromCallback(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'clock.tick' }), 1000);
        return () => clearInterval(id);
      }),
    },
    actions: {
      applyChallenge: assign((_, challenge: OtpChallenge) => ({
        ...challengeTimers(challenge),
        error: undefined,
      })),
      tick: assign(({ context }) => ({
        secondsLeft: Math.max(0, context.secondsLeft - 1),
        resendIn: Math.max(0, context.resendIn - 1),
      })),
      setError: assign((_, error: FailedCall) => ({ error: error?.message ?? errorMessage(error) })),
      clearError: assign({ error: undefined }),
    },
    guards: {
      hasChallenge: ({ context }) => context.transactionId !== '',
      isCompleteCode: (_, code: string) => isCompleteCode(code),
      canResend: ({ context }) => context.resendIn <= 0,
      isExpired: ({ context }) => context.secondsLeft <= 0,
      // The reset-lifetime row needs a session, which a sign-in code by definition does not have yet.
      canExtend: ({ context }) => !isSignInPurpose(context.purpose),
      isLocked: (_, error: FailedCall) => otpFailureKind(error?.code) === 'locked',
      isExpiredCode: (_, error: FailedCall) => otpFailureKind(error?.code) === 'expired',
    },
  }).createMachine({
    id: 'otp',
    context: ({ input }) => ({
      purpose: input.purpose,
      reference: input.reference,
      ...(input.challenge
        ? challengeTimers(input.challenge)
        : { transactionId: '', maskedMsisdn: '', secondsLeft: 0, resendIn: 0 }),
      error: undefined,
      outcome: { status: 'cancelled' },
    }),
    initial: 'starting',
    states: {
      starting: {
        description: 'Skips sending when the parent already started the challenge (login).',
        always: [{ guard: 'hasChallenge', target: 'active' }, { target: 'sending' }],
      },
      sending: {
        tags: ['busy'],
        invoke: {
          id: 'sendCode',
          src: 'sendCode',
          input: ({ context }) => ({ purpose: context.purpose, reference: context.reference }),
          onDone: {
            target: 'active',
            actions: { type: 'applyChallenge', params: ({ event }) => event.output },
          },
          onError: {
            target: 'sendFailed',
            actions: { type: 'setError', params: ({ event }) => event.error as FailedCall },
          },
        },
      },
      sendFailed: {
        on: { 'user.retry': 'sending', 'user.cancel': 'cancelled' },
      },
      active: {
        description: 'The code is alive: the clock counts down the validity and the resend delay.',
        invoke: { id: 'clock', src: 'clock' },
        on: { 'clock.tick': { actions: 'tick' } },
        initial: 'awaitingCode',
        states: {
          awaitingCode: {
            tags: ['awaitingCode'],
            always: { guard: 'isExpired', target: '#otp.codeExpired' },
            on: {
              'user.submit': {
                guard: { type: 'isCompleteCode', params: ({ event }) => event.code },
                target: 'validating',
              },
              'user.resend': { guard: 'canResend', target: 'resending' },
              'user.extend': { guard: 'canExtend', target: 'extending' },
              'user.cancel': '#otp.cancelled',
            },
          },
          extending: {
            description: 'Reset lifetime (spec §7): the same code lives five more minutes.',
            tags: ['busy'],
            invoke: {
              id: 'resetLifetime',
              src: 'resetLifetime',
              input: ({ context }) => ({ transactionId: context.transactionId }),
              onDone: {
                target: 'awaitingCode',
                actions: assign({
                  secondsLeft: ({ event }) => event.output.expiresInSeconds,
                  error: undefined,
                }),
              },
              onError: {
                target: 'awaitingCode',
                actions: { type: 'setError', params: ({ event }) => event.error as FailedCall },
              },
            },
          },
          validating: {
            tags: ['busy'],
            entry: 'clearError',
            invoke: {
              id: 'validateCode',
              src: 'validateCode',
              input: ({ context, event }) => {
                assertEvent(event, 'user.submit');
                return { transactionId: context.transactionId, code: event.code };
              },
              onDone: {
                target: '#otp.validated',
                // A validate call may answer without content (undefined): it still counts as validated.
                actions: assign({
                  outcome: ({ context, event }): OtpOutput<TResult> => ({
                    status: 'validated',
                    result: event.output,
                    transactionId: context.transactionId,
                  }),
                }),
              },
              onError: [
                {
                  guard: { type: 'isLocked', params: ({ event }) => event.error as FailedCall },
                  target: '#otp.locked',
                  actions: { type: 'setError', params: ({ event }) => event.error as FailedCall },
                },
                {
                  guard: { type: 'isExpiredCode', params: ({ event }) => event.error as FailedCall },
                  target: '#otp.codeExpired',
                  actions: { type: 'setError', params: ({ event }) => event.error as FailedCall },
                },
                {
                  target: 'awaitingCode',
                  actions: { type: 'setError', params: ({ event }) => event.error as FailedCall },
                },
              ],
            },
          },
          resending: {
            tags: ['busy'],
            invoke: {
              id: 'resendCode',
              src: 'resendCode',
              input: ({ context }) => ({ transactionId: context.transactionId }),
              onDone: {
                target: 'awaitingCode',
                actions: { type: 'applyChallenge', params: ({ event }) => event.output },
              },
              onError: {
                target: 'awaitingCode',
                actions: { type: 'setError', params: ({ event }) => event.error as FailedCall },
              },
            },
          },
        },
      },
      codeExpired: {
        description: 'The code is dead (timed out or used); only a new code helps.',
        on: { 'user.resend': 'resendingAfterStop', 'user.cancel': 'cancelled' },
      },
      locked: {
        description:
          'Five wrong tries locked the code for good: a new code on the same transaction would give the tries back (the sandbox refuses it), so the person starts the confirmation again.',
        on: { 'user.cancel': 'cancelled' },
      },
      resendingAfterStop: {
        tags: ['busy'],
        invoke: {
          id: 'resendAfterStop',
          src: 'resendCode',
          input: ({ context }) => ({ transactionId: context.transactionId }),
          onDone: {
            target: 'active',
            actions: { type: 'applyChallenge', params: ({ event }) => event.output },
          },
          onError: {
            target: 'codeExpired',
            actions: { type: 'setError', params: ({ event }) => event.error as FailedCall },
          },
        },
      },
      // The validate call's answer set the outcome on the way in.
      validated: { type: 'final' },
      cancelled: {
        type: 'final',
        entry: assign({ outcome: (): OtpOutput<TResult> => ({ status: 'cancelled' }) }),
      },
    },
    // Typed from the context (set on the way to a final state), not from the untyped done event.
    output: ({ context }) => context.outcome,
  });

/** The OTP machine of confirmations whose validate call's answer nobody reads. */
export const otpMachine = createOtpMachine();
