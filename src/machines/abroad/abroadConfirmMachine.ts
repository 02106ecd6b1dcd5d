import { assign, fromPromise, setup } from 'xstate';
import {
  ABROAD_OTP_PURPOSES,
  type AbroadChangeAnswer,
  type AbroadValidation,
} from '../../api/usageAbroadTypes';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, otpValidated, validatedTransactionId } from '../shared/otp/otpMachine';

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
    /** Provided by the view: the results replace the confirmation in the page's history entry. */
    changeApplied: (_, _result: AbroadChangeAnswer) => {
      throw new Error('changeApplied must be provided');
    },
  },
  guards: {
    validated: (_, output: OtpOutput) => otpValidated(output),
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
    confirmingCode: {
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({
          purpose: ABROAD_OTP_PURPOSES[context.validation.service],
          reference: context.validation.validationId,
        }),
        onDone: [
          {
            guard: { type: 'validated', params: ({ event }) => event.output },
            target: 'applying',
            actions: assign({
              transactionId: ({ event }) => validatedTransactionId(event.output as OtpOutput),
            }),
          },
          { target: 'review' },
        ],
        onError: 'review',
      },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({
          validation: context.validation,
          transactionId: context.transactionId ?? '',
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output, applyFailed: false }),
            { type: 'changeApplied', params: ({ event }) => event.output },
          ],
        },
        // The row's modal tells the person why; the review stays for another try with a new code.
        onError: { target: 'review', actions: assign({ applyFailed: true }) },
      },
    },
    done: { type: 'final' },
  },
});
