import { fromPromise } from 'xstate';
import { callEndpoint } from '../../../actors/http';
import type { OtpChallenge } from '../../../api/types';
import { otpMachine } from './otpMachine';

type SendInput = { purpose: string; reference?: string };
type ResendInput = { transactionId: string };
type CodeInput = { transactionId: string; code: string };
type Call<TInput, TOutput> = (input: TInput, signal: AbortSignal) => Promise<TOutput>;

/**
 * The OTP machine with one family's send and validate calls plugged in. Each family names its
 * rows literally (below), so the rows' own schemas check what is sent and read.
 */
function withCalls(send: Call<SendInput | ResendInput, OtpChallenge>, validate: Call<CodeInput, unknown>) {
  return otpMachine.provide({
    actors: {
      sendCode: fromPromise<OtpChallenge, SendInput>(({ input, signal }) => send(input, signal)),
      resendCode: fromPromise<OtpChallenge, ResendInput>(({ input, signal }) => send(input, signal)),
      validateCode: fromPromise<unknown, CodeInput>(({ input, signal }) => validate(input, signal)),
      resetLifetime: fromPromise<{ expiresInSeconds: number }, ResendInput>(({ input, signal }) =>
        callEndpoint('resetOtpLifetime', { body: input }, signal),
      ),
    },
  });
}

/**
 * Confirmation of an operation by a signed-in person (contracts, approvals, orders): the
 * generic send / validate / reset-lifetime rows of spec §7. Parents invoke it with
 * `{ purpose, reference }` and send the validated `transactionId` with the operation.
 */
export const confirmationOtpMachine = withCalls(
  (body, signal) => callEndpoint('sendOtp', { body }, signal),
  (body, signal) => callEndpoint('validateOtp', { body }, signal),
);

/** Document confirmations use their own rows (spec §7 "document OTP send and validate"). */
export const documentOtpMachine = withCalls(
  (body, signal) => callEndpoint('documentOtpSend', { body }, signal),
  (body, signal) => callEndpoint('documentOtpValidate', { body }, signal),
);
