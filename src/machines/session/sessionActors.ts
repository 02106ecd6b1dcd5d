import { fromCallback, fromPromise } from 'xstate';
import { callEndpoint, httpActor } from '../../actors/http';
import type { LoginResponse, OtpChallenge, OtpCodeRequest } from '../../api/types';
import { config } from '../../lib/config';
import { createOtpMachine } from '../shared/otp/otpMachine';
import { rightsMachine } from './rightsMachine';

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

/** Session checks run on a callback clock so tests can send `session.poll` themselves. */
export const sessionPoller = fromCallback(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'session.poll' }), config.sessionPollSeconds * 1000);
  return () => clearInterval(id);
});

export const sessionActors = {
  login: httpActor('login'),
  otp: loginOtpMachine,
  termsList: httpActor('termsApprovedList'),
  termsConfirm: httpActor('termsApprovedConfirm'),
  changeCorporate: httpActor('changeCorporate'),
  defaultHoldingSet: httpActor('defaultHoldingSet'),
  defaultHoldingDelete: httpActor('defaultHoldingDelete'),
  menuRefresh: httpActor('menuRefresh'),
  sessionControl: httpActor('sessionControl'),
  sessionPoller,
  logout: httpActor('logout'),
  rights: rightsMachine,
};
