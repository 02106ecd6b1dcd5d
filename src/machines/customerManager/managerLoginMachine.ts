import { assertEvent, assign, setup } from 'xstate';
import { errorMessage } from '../../actors/http';
import type { Captcha, ManagerLogin } from '../../api/customerManagerTypes';
import { managerActors } from './managerActors';

/** Where the manager goes once signed in (src/lib/routes.ts). */
export const MANAGER_PATHS = {
  login: '/customer-manager/login',
  portfolio: '/customer-manager/portfolio',
} as const;

export interface ManagerLoginContext {
  captcha: Captcha | undefined;
  /** Why the captcha could not be drawn. */
  captchaError: string | undefined;
  /** Why the last login was refused (its captcha is used up: a new one is drawn). */
  loginError: string | undefined;
}

export type ManagerLoginEvent =
  | { type: 'user.submit'; userName: string; password: string; captchaAnswer: string }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.retry' };

/**
 * The customer manager's login page: a captcha (image and Turkish question), then user name,
 * password and the captcha's answer. A refused login has used its captcha up, so a new one is
 * drawn with the refusal shown. The manager's token is stored and the page left through named
 * actions the page provides (storeManager, navigate).
 */
export const managerLoginMachine = setup({
  types: {
    context: {} as ManagerLoginContext,
    events: {} as ManagerLoginEvent,
  },
  actors: { captcha: managerActors.captcha, login: managerActors.login },
  actions: {
    /** Spec §4's clear action for the captcha: a used or dropped captcha is forgotten. */
    clearCaptcha: assign({ captcha: undefined, captchaError: undefined }),
    /** Spec §4's clear action for the customer-manager login result. */
    clearLogin: assign({ loginError: undefined }),
    storeManager: (_, _params: ManagerLogin) => {
      throw new Error('storeManager must be provided');
    },
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate must be provided');
    },
  },
}).createMachine({
  id: 'customerManagerLogin',
  context: { captcha: undefined, captchaError: undefined, loginError: undefined },
  initial: 'loadingCaptcha',
  states: {
    loadingCaptcha: {
      tags: ['busy'],
      invoke: {
        id: 'captcha',
        src: 'captcha',
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
          target: 'signedIn',
          actions: [
            { type: 'storeManager', params: ({ event }) => event.output },
            'clearCaptcha',
            { type: 'navigate', params: { to: MANAGER_PATHS.portfolio } },
          ],
        },
        onError: {
          description: 'Right or wrong, the captcha is used up: a new one comes with the refusal.',
          target: 'loadingCaptcha',
          actions: ['clearCaptcha', assign({ loginError: ({ event }) => errorMessage(event.error) })],
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
