import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { LoginResponse, OtpChallenge, OtpCodeRequest } from '../../api/types';
import { createOtpMachine } from '../shared/otp/otpMachine';

/** The login confirmation: the OTP machine with the login rows plugged in; its result is the login. */
export const loginOtpMachine = createOtpMachine<LoginResponse>().provide({
  actors: {
    sendCode: fromPromise<OtpChallenge, { purpose: string; reference?: string }>(({ input, signal }) =>
      callEndpoint('sendOtp', { body: input }, signal),
    ),
    resendCode: fromPromise<OtpChallenge, { transactionId: string }>(({ input, signal }) =>
      callEndpoint('sendOtp', { body: input }, signal),
    ),
    validateCode: fromPromise<LoginResponse, OtpCodeRequest>(({ input, signal }) =>
      callEndpoint('loginToken', { body: input }, signal),
    ),
  },
});
