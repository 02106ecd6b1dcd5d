/**
 * The login child with its calls stood in for, as the login's own test and the session router's
 * harness both run it: the credentials and the code check answer through the given functions,
 * sending a code answers the fixture's challenge, and the code's clock never ticks.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { LoginResponse, OtpChallenge } from '../../src/api/types';
import { loginMachine } from '../../src/machines/session/loginMachine';
import { loginOtpMachine } from '../../src/machines/session/loginOtp';
import { CHALLENGE } from '../../src/machines/session/sessionFixtures';

export function loginStandIn(calls: {
  credentials: () => Promise<OtpChallenge>;
  validateCode: () => Promise<LoginResponse>;
}) {
  return loginMachine.provide({
    actors: {
      credentials: fromPromise(() => calls.credentials()),
      otp: loginOtpMachine.provide({
        actors: {
          sendCode: fromPromise(async () => CHALLENGE),
          resendCode: fromPromise(async () => CHALLENGE),
          validateCode: fromPromise(() => calls.validateCode()),
          clock: fromCallback(() => () => {}),
        },
      }),
    },
  });
}
