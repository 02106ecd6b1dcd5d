/**
 * A wizard's confirmation: the SMS-code state of the confirmed-write fragment, sent for the
 * wizard's draft (the wizard's own order state is the write). A validated code goes on to the
 * order with its transaction id; a cancelled dialog, or a child that fails, goes back to the
 * step that asked.
 */
import { confirmedWriteGuards, smsCode } from '../confirmedWrite';

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

/** The `confirming` state; the setup provides actor `otp`, action `setTransaction`, guard `otpValidated`. */
export function otpConfirmation<C extends { draftId: string }>(spec: OtpConfirmationSpec<C>) {
  return smsCode<C>({
    purpose: spec.purpose,
    reference: spec.reference ?? ((context) => context.draftId),
    tags: spec.tags,
    confirmed: spec.confirmed,
    back: { target: spec.back },
  });
}

export const wizardOtpGuards = confirmedWriteGuards;
