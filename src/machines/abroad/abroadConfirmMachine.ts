import { assign, fromPromise, setup } from 'xstate';
import { ABROAD_OTP_PURPOSES, type AbroadChangeAnswer, type AbroadValidation } from '../../api/abroad/types';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';

export interface ApplyInput {
  validation: AbroadValidation;
  transactionId: string;
}

export interface AbroadConfirmContext {
  validation: AbroadValidation;
  transactionId: string | undefined;
  result: AbroadChangeAnswer | undefined;
  /** The last apply failed (the row's modal said why); the person may confirm again. */
  applyFailed: boolean;
}

export type AbroadConfirmEvent = { type: 'user.confirm' };

const resultOf = ({ event }: { event: { output: AbroadChangeAnswer } }) => event.output;

/** Confirm with the SMS code (reference: the validation), then apply the change. */
const apply = confirmedWrite({
  code: {
    purpose: (context: AbroadConfirmContext) => ABROAD_OTP_PURPOSES[context.validation.service],
    reference: (context) => context.validation.validationId,
    back: { target: 'review' },
  },
  writeState: 'applying',
  write: {
    src: 'apply',
    tags: ['busy'],
    input: (context, transactionId): ApplyInput => ({ validation: context.validation, transactionId }),
  },
  written: {
    target: 'done',
    actions: [
      { type: 'storeResult', params: resultOf },
      { type: 'changeApplied', params: resultOf },
    ],
  },
  // The row's modal tells the person why; the review stays for another try with a new code.
  writeFailed: { target: 'review', actions: ['markApplyFailed'] },
});

/**
 * /roaming-confirm and /international-call-confirm (issue 16): shows what the validated change
 * will do, confirms it with the SMS code (the OTP machine as child, reference = the validation)
 * and applies it on the service's open or close row, whose answer says each line's result.
 */
export const abroadConfirmMachine = setup({
  types: {
    context: {} as AbroadConfirmContext,
    events: {} as AbroadConfirmEvent,
    input: {} as { validation: AbroadValidation },
  },
  actors: {
    otp: confirmationOtpMachine,
    apply: fromPromise<AbroadChangeAnswer, ApplyInput>(async () => {
      throw new Error('apply must be provided');
    }),
  },
  actions: {
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeResult: assign((_, result: AbroadChangeAnswer) => ({ result, applyFailed: false })),
    markApplyFailed: assign({ applyFailed: true }),
    /** Provided by the view: the results replace the confirmation in the page's history entry. */
    changeApplied: (_, _result: AbroadChangeAnswer) => {
      throw new Error('changeApplied must be provided');
    },
  },
  guards: {
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'abroadConfirm',
  context: ({ input }) => ({
    validation: input.validation,
    transactionId: undefined,
    result: undefined,
    applyFailed: false,
  }),
  initial: 'review',
  states: {
    review: {
      on: { 'user.confirm': 'confirmingCode' },
    },
    confirmingCode: apply.code,
    applying: apply.write,
    done: { type: 'final' },
  },
});
