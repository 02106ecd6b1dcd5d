/**
 * A wizard's confirmation: the OTP machine as a child (never re-implemented in a wizard), sent
 * for the wizard's draft. A validated code goes on to the order with its transaction id; a
 * cancelled dialog, or a child that fails, goes back to the step that asked.
 */
import { type OtpOutput, otpValidated } from '../otp/otpMachine';

export interface OtpConfirmationSpec<C> {
  /** The OTP purpose the server checks the transaction against. */
  readonly purpose: string;
  readonly tags: readonly string[];
  /** Where a validated code goes (the order call). */
  readonly confirmed: string;
  /** Where a cancelled or failed confirmation goes. */
  readonly back: string;
  /** What the code is sent for, when not the wizard's draft (e.g. an order the server opened). */
  readonly reference?: (context: C) => string;
}

const output = ({ event }: { event: { output: OtpOutput } }) => event.output;

/** The `confirming` state; the setup provides actor `otp`, action `setTransaction`, guard `otpValidated`. */
export function otpConfirmation<C extends { draftId: string }>(spec: OtpConfirmationSpec<C>) {
  return {
    tags: spec.tags,
    invoke: {
      id: 'otp',
      src: 'otp',
      input: ({ context }: { context: C }) => ({
        purpose: spec.purpose,
        reference: spec.reference ? spec.reference(context) : context.draftId,
      }),
      onDone: [
        {
          guard: { type: 'otpValidated', params: output },
          target: spec.confirmed,
          actions: { type: 'setTransaction', params: output },
        },
        { target: spec.back },
      ],
      onError: spec.back,
    },
  } as const;
}

export const wizardOtpGuards = {
  otpValidated: (_: unknown, result: OtpOutput) => otpValidated(result),
};
