import { assertEvent, assign, emit, setup } from 'xstate';
import { errorMessage } from '../../actors/http';
import type {
  Captcha,
  CaptchaKind,
  ManagerLogin,
  ManagerLoginChallenge,
} from '../../api/customerManager/types';
import { MANAGER_SESSION_KEY } from '../../lib/managerSession';
import { type OtpOutput, otpValidated, validatedResult } from '../shared/otp/otpMachine';
import { MANAGER_LOGIN_PURPOSE } from '../shared/otp/otpRules';
import type { PageEffect } from '../shared/page/pageEffects';
import { managerActors } from './managerActors';

/** Where the manager goes once signed in (src/views/customerManager/screens.ts). */
export const MANAGER_PATHS = {
  login: '/customer-manager/login',
  portfolio: '/customer-manager/portfolio',
} as const;

export interface ManagerLoginContext {
  /** Image, or the written question a person asked for instead; kept for the next captcha. */
  captchaKind: CaptchaKind;
  captcha: Captcha | undefined;
  /** Why the captcha could not be drawn. */
  captchaError: string | undefined;
  /** Why the last login was refused (its captcha is used up: a new one is drawn). */
  loginError: string | undefined;
  /** The SMS code the password step sent to the manager's registered phone. */
  challenge: ManagerLoginChallenge | undefined;
}

export type ManagerLoginEvent =
  | { type: 'user.submit'; userName: string; password: string; captchaAnswer: string }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.chooseCaptcha'; kind: CaptchaKind }
  | { type: 'user.retry' };

/**
 * The customer manager's login page: a captcha (an image, or on request a written question),
 * then user name, password and the captcha's answer, then the SMS code sent to the manager's
 * registered phone (issue 37: the second factor; the OTP machine as child, its result the
 * manager's session). A refused login has used its captcha up, so a new one is drawn with the
 * refusal shown; so does a code step given up. The manager's token is stored and the page left
 * through effects the edge performs (storeManager, navigate).
 */
export const managerLoginMachine = setup({
  types: {
    context: {} as ManagerLoginContext,
    events: {} as ManagerLoginEvent,
    emitted: {} as PageEffect,
  },
  actors: { captcha: managerActors.captcha, login: managerActors.login, otp: managerActors.otp },
  actions: {
    /** Spec §4's clear action for the captcha: a used or dropped captcha is forgotten. */
    clearCaptcha: assign({ captcha: undefined, captchaError: undefined }),
    /** Spec §4's clear action for the customer-manager login result. */
    clearLogin: assign({ loginError: undefined, challenge: undefined }),
    /** The manager's session, for this tab (src/lib/managerSession.ts); `validated` let it through. */
    storeManager: emit((_, output: OtpOutput<ManagerLogin>) => ({
      type: 'storage' as const,
      area: 'tab' as const,
      key: MANAGER_SESSION_KEY,
      value: validatedResult(output) ?? null,
    })),
    navigate: emit((_, { to }: { to: string }) => ({ type: 'navigate' as const, to })),
  },
  guards: {
    otherKind: ({ context, event }) => {
      assertEvent(event, 'user.chooseCaptcha');
      return event.kind !== context.captchaKind;
    },
    validated: (_, output: OtpOutput) => otpValidated(output),
  },
}).createMachine({
  id: 'customerManagerLogin',
  context: {
    captchaKind: 'image',
    captcha: undefined,
    captchaError: undefined,
    loginError: undefined,
    challenge: undefined,
  },
  initial: 'loadingCaptcha',
  states: {
    loadingCaptcha: {
      tags: ['busy'],
      invoke: {
        id: 'captcha',
        src: 'captcha',
        input: ({ context }) => ({ kind: context.captchaKind }),
        onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
        onError: {
          target: 'captchaFailed',
          actions: assign({ captchaError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    captchaFailed: {
      on: { 'user.retry': { target: 'loadingCaptcha', actions: 'clearCaptcha' } },
    },
    ready: {
      tags: ['form'],
      on: {
        'user.refreshCaptcha': { target: 'loadingCaptcha', actions: 'clearCaptcha' },
        'user.chooseCaptcha': {
          description: 'The written question instead of the image, or back to the image.',
          guard: 'otherKind',
          target: 'loadingCaptcha',
          actions: ['clearCaptcha', assign({ captchaKind: ({ event }) => event.kind })],
        },
        'user.submit': { target: 'submitting', actions: 'clearLogin' },
      },
    },
    submitting: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          return {
            userName: event.userName,
            password: event.password,
            captchaId: context.captcha?.captchaId ?? '',
            captchaAnswer: event.captchaAnswer,
          };
        },
        onDone: {
          target: 'secondFactor',
          actions: ['clearCaptcha', assign({ challenge: ({ event }) => event.output })],
        },
        onError: {
          description: 'Right or wrong, the captcha is used up: a new one comes with the refusal.',
          target: 'loadingCaptcha',
          actions: ['clearCaptcha', assign({ loginError: ({ event }) => errorMessage(event.error) })],
        },
      },
    },
    secondFactor: {
      description:
        'Password and captcha were right: the SMS code to the registered phone opens the session. Giving up (or a failed child) starts over with a new captcha.',
      tags: ['secondFactor'],
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ challenge: context.challenge, purpose: MANAGER_LOGIN_PURPOSE }),
        onDone: [
          {
            guard: { type: 'validated', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [
              { type: 'storeManager', params: ({ event }) => event.output },
              { type: 'navigate', params: { to: MANAGER_PATHS.portfolio } },
            ],
          },
          { target: 'loadingCaptcha', actions: assign({ challenge: undefined }) },
        ],
        onError: {
          target: 'loadingCaptcha',
          actions: assign({
            challenge: undefined,
            loginError: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
