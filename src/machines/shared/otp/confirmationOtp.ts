import { fromPromise } from 'xstate';
import { callEndpoint } from '../../../actors/http';
import type { OtpChallenge } from '../../../api/types';
import { otpMachine } from './otpMachine';

type SendInput = { purpose: string; reference?: string };
type CodeInput = { transactionId: string; code: string };

/** The OTP machine with one family's send and validate rows plugged in. */
function withRows(send: string, validate: string) {
  return otpMachine.provide({
    actors: {
      sendCode: fromPromise<OtpChallenge, SendInput>(({ input, signal }) =>
        callEndpoint<OtpChallenge>(send, { body: input }, signal),
      ),
      resendCode: fromPromise<OtpChallenge, { transactionId: string }>(({ input, signal }) =>
        callEndpoint<OtpChallenge>(send, { body: input }, signal),
      ),
      validateCode: fromPromise<unknown, CodeInput>(({ input, signal }) =>
        callEndpoint(validate, { body: input }, signal),
      ),
      resetLifetime: fromPromise<{ expiresInSeconds: number }, { transactionId: string }>(
        ({ input, signal }) =>
          callEndpoint<{ expiresInSeconds: number }>('resetOtpLifetime', { body: input }, signal),
      ),
    },
  });
}

/**
 * Confirmation of an operation by a signed-in person (contracts, approvals, orders): the
 * generic send / validate / reset-lifetime rows of spec §7. Parents invoke it with
 * `{ purpose, reference }` and send the validated `transactionId` with the operation.
 */
export const confirmationOtpMachine = withRows('sendOtp', 'validateOtp');

/** Document confirmations use their own rows (spec §7 "document OTP send and validate"). */
export const documentOtpMachine = withRows('documentOtpSend', 'documentOtpValidate');
