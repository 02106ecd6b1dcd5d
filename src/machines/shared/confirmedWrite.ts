/**
 * "Confirm by SMS, then write", written once: an optional check, the SMS code (the OTP machine
 * as a child, never re-implemented in a flow), and the write sent with the validated transaction
 * id. A cancelled code, a child that fails and a refused write go back to where the confirmation
 * started; wrong, expired and locked codes are the OTP child's own states. A check's refusal
 * (spec §8's 403 among them) and a write's failure run the flow's own named actions, so each
 * flow shows its §8 words where it already did.
 *
 * The pieces are state configs placed by the flow under its own state names, so the flow atlas
 * and the model tests see the same chart as before. Actors, actions and guards are named: the
 * flow's `setup` gives actor `otp`, action `setTransaction` and guard `otpValidated` (spread
 * `confirmedWriteGuards`), and the transitions' own actions come in typed from the flow.
 */
import { type OtpOutput, otpValidated } from './otp/otpMachine';

/** The OTP child's output, as guard `otpValidated` and action `setTransaction` take it. */
const otpOutput = ({ event }: { event: { output: OtpOutput } }) => event.output;

/** What a transition of the fragment does: where it goes and the flow's named actions. */
export interface Leave<TActions extends readonly unknown[]> {
  readonly target: string;
  readonly actions?: TActions;
}

export interface SmsCodeSpec<
  C,
  TBack extends readonly unknown[],
  TFailed extends readonly unknown[] = TBack,
> {
  /** The OTP purpose the server checks the transaction against (fixed, or read from the flow). */
  readonly purpose: string | ((context: C) => string);
  /** What the code is sent for (the server binds the validation to it). */
  readonly reference: (context: C) => string | undefined;
  /** Where a validated code goes: the write. */
  readonly confirmed: string;
  /** Where a cancelled dialog goes: the state the confirmation started from. */
  readonly back: Leave<TBack>;
  /** Where a child that fails goes, when not `back`. */
  readonly failed?: Leave<TFailed>;
  readonly tags?: readonly string[];
  readonly description?: string;
}

/** The SMS-code state: the OTP child, then the write (validated) or back (cancelled, failed). */
export function smsCode<
  C,
  const TBack extends readonly unknown[] = readonly [],
  const TFailed extends readonly unknown[] = TBack,
>(spec: SmsCodeSpec<C, TBack, TFailed>) {
  const failed: Leave<TBack | TFailed> = spec.failed ?? spec.back;
  return {
    description: spec.description,
    tags: spec.tags ?? [],
    invoke: {
      id: 'otp',
      src: 'otp',
      input: ({ context }: { context: C }) => ({
        purpose: typeof spec.purpose === 'string' ? spec.purpose : spec.purpose(context),
        reference: spec.reference(context),
      }),
      onDone: [
        {
          guard: { type: 'otpValidated', params: otpOutput },
          target: spec.confirmed,
          actions: { type: 'setTransaction', params: otpOutput },
        },
        { target: spec.back.target, actions: spec.back.actions },
      ],
      onError: { target: failed.target, actions: failed.actions },
    },
  } as const;
}

/** One invoked call of the fragment: its actor (also the invoke's id) and its input. */
export interface CallSpec<C, TSrc extends string, TInput> {
  readonly src: TSrc;
  readonly input: (context: C) => TInput;
  readonly tags?: readonly string[];
  readonly description?: string;
}

function callState<
  C,
  TSrc extends string,
  TInput,
  TDone extends readonly unknown[],
  TFail extends readonly unknown[],
>(call: CallSpec<C, TSrc, TInput>, done: Leave<TDone>, failed: Leave<TFail>) {
  return {
    description: call.description,
    tags: call.tags ?? [],
    invoke: {
      id: call.src,
      src: call.src,
      input: ({ context }: { context: C }) => call.input(context),
      onDone: { target: done.target, actions: done.actions },
      onError: { target: failed.target, actions: failed.actions },
    },
  } as const;
}

export interface ConfirmedWriteSpec<
  C,
  TWrite extends string,
  TWriteInput,
  TBack extends readonly unknown[],
  TDone extends readonly unknown[],
  TFail extends readonly unknown[],
> {
  /** The SMS code: purpose, reference, and where a cancelled one goes back to. */
  readonly code: Omit<SmsCodeSpec<C, TBack>, 'confirmed'>;
  /** The write's state name (the code's target), where the flow places `write`. */
  readonly writeState: string;
  /** The write: its input gets the validated transaction id (spent once by the back end). */
  readonly write: Omit<CallSpec<C, TWrite, TWriteInput>, 'input'> & {
    readonly input: (context: C, transactionId: string) => TWriteInput;
  };
  /** The written answer: the result state and the flow's actions that take the answer. */
  readonly written: Leave<TDone>;
  /** A refused write (its row already showed §8's words): back, with the flow's actions. */
  readonly writeFailed: Leave<TFail>;
}

/**
 * The code and the write states of one confirmed write. The flow places them under its own
 * names: `{ confirmingCode: w.code, saving: w.write }` with `writeState: 'saving'`.
 */
export function confirmedWrite<
  C extends { transactionId?: string | undefined },
  const TWrite extends string,
  TWriteInput,
  const TBack extends readonly unknown[] = readonly [],
  const TDone extends readonly unknown[] = readonly [],
  const TFail extends readonly unknown[] = readonly [],
>(spec: ConfirmedWriteSpec<C, TWrite, TWriteInput, TBack, TDone, TFail>) {
  return {
    code: smsCode<C, TBack>({ ...spec.code, confirmed: spec.writeState }),
    write: callState(
      { ...spec.write, input: (context: C) => spec.write.input(context, context.transactionId ?? '') },
      spec.written,
      spec.writeFailed,
    ),
  };
}

/** A check before the code (the number, the selection): passed goes on to the code state. */
export function checkBeforeCode<
  C,
  const TCheck extends string,
  TInput,
  const TPassed extends readonly unknown[] = readonly [],
  const TRefused extends readonly unknown[] = readonly [],
>(check: CallSpec<C, TCheck, TInput>, passed: Leave<TPassed>, refused: Leave<TRefused>) {
  return callState(check, passed, refused);
}

/** The fragment's guard, for the flow's `setup({ guards })`. */
export const confirmedWriteGuards = {
  otpValidated: (_: unknown, output: OtpOutput) => otpValidated(output),
};
