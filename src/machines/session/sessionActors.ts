import { fromCallback, fromPromise } from 'xstate';
import { callEndpoint, httpActor } from '../../actors/http';
import type {
  EasyLoginCorporate,
  LoginRequest,
  LoginResponse,
  MenuItem,
  OtpChallenge,
  OtpCodeRequest,
  SessionControlResponse,
  TermsDocument,
} from '../../api/types';
import { config } from '../../lib/config';
import { otpMachine } from '../shared/otp/otpMachine';

type Body<T> = { body: T };

/** The login confirmation: the OTP machine with the login rows plugged in. */
export const loginOtpMachine = otpMachine.provide({
  actors: {
    sendCode: fromPromise<OtpChallenge, { purpose: string; reference?: string }>(({ input, signal }) =>
      callEndpoint<OtpChallenge>('sendOtp', { body: input }, signal),
    ),
    resendCode: fromPromise<OtpChallenge, { transactionId: string }>(({ input, signal }) =>
      callEndpoint<OtpChallenge>('sendOtp', { body: input }, signal),
    ),
    validateCode: fromPromise<unknown, OtpCodeRequest>(({ input, signal }) =>
      callEndpoint<LoginResponse>('loginToken', { body: input }, signal),
    ),
  },
});

/** Session checks run on a callback clock so tests can send `session.poll` themselves. */
export const sessionPoller = fromCallback(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'session.poll' }), config.sessionPollSeconds * 1000);
  return () => clearInterval(id);
});

export const sessionActors = {
  login: httpActor<OtpChallenge, Body<LoginRequest>>('login'),
  otp: loginOtpMachine,
  termsList: httpActor<{ terms: TermsDocument[] }>('termsApprovedList'),
  termsConfirm: httpActor<{ approved: boolean }, Body<{ termIds: string[] }>>('termsApprovedConfirm'),
  changeCorporate: httpActor<LoginResponse, Body<{ corporateNcst: string }>>('changeCorporate'),
  defaultHoldingSet: httpActor<
    { easyLoginCorporateList: EasyLoginCorporate[] },
    Body<{ corporateNcst: string }>
  >('defaultHoldingSet'),
  defaultHoldingDelete: httpActor<{ easyLoginCorporateList: EasyLoginCorporate[] }>('defaultHoldingDelete'),
  menuRefresh: httpActor<{ customerMenu: MenuItem[] }>('menuRefresh'),
  sessionControl: httpActor<SessionControlResponse>('sessionControl'),
  sessionPoller,
  logout: httpActor<unknown>('logout'),
};
