import { type ActorRefFrom, emit, enqueueActions, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { LoginResponse } from '../../api/types';
import type { FastLoginPopupReport } from '../../lib/fastLoginPopup';
import { adoptLoginEffect, type PageEffect } from '../shared/page/pageEffects';
import { devLoginMachine } from './devLoginMachine';
import { fastLoginMachine } from './fastLoginMachine';

export interface LoginPageInput {
  /** The fast-login popup's address (/login/fast below the base path). */
  popupUrl: string;
  /** Development builds only: the login without the SMS code (DevLogin.tsx). */
  withDevLogin: boolean;
}

export type LoginPageEvent =
  | FastLoginPopupReport
  | { type: 'login.completed'; response: LoginResponse }
  | { type: 'popup.requested'; url: string };

/**
 * /login as one chart: the ways in beside the form, fast login (the popup) and, in development
 * builds, the login without the SMS code, run as its children. The page performs nothing itself:
 * a popup to open and a login for the session go out as effects (usePageActor), and what becomes
 * of the popup comes back here and on to the fast-login child.
 */
export const loginPageMachine = setup({
  types: {
    context: {} as LoginPageInput,
    events: {} as LoginPageEvent,
    input: {} as LoginPageInput,
    emitted: {} as PageEffect,
    children: {} as { fastLogin: 'fastLogin'; devLogin: 'devLogin' },
  },
  actors: {
    fastLogin: fastLoginMachine.provide({
      actions: {
        openPopup: sendParent(({ context }) => ({ type: 'popup.requested' as const, url: context.popupUrl })),
        // A child's finished login reaches the session through this page, as the page's effect.
        adoptLogin: sendParent((_, params: { response: LoginResponse }) => ({
          type: 'login.completed' as const,
          response: params.response,
        })),
      },
    }),
    devLogin: devLoginMachine.provide({
      actions: {
        adoptLogin: sendParent((_, params: { response: LoginResponse }) => ({
          type: 'login.completed' as const,
          response: params.response,
        })),
      },
    }),
  },
  guards: {
    withDevLogin: ({ context }) => context.withDevLogin,
  },
}).createMachine({
  id: 'loginPage',
  context: ({ input }) => input,
  entry: [
    spawnChild('fastLogin', { id: 'fastLogin', input: ({ context }) => ({ popupUrl: context.popupUrl }) }),
    // Only a development build shows the form (LoginView), so only there does it run.
    enqueueActions(({ enqueue, check }) => {
      if (check('withDevLogin')) enqueue.spawnChild('devLogin', { id: 'devLogin' });
    }),
  ],
  on: {
    'popup.requested': {
      description: 'Fast login asks for its popup: the edge opens it and reports back here.',
      actions: emit(({ event }) => ({ type: 'popup' as const, url: event.url })),
    },
    'popup.blocked': { actions: sendTo('fastLogin', ({ event }) => event) },
    'popup.closed': { actions: sendTo('fastLogin', ({ event }) => event) },
    'popup.loggedIn': { actions: sendTo('fastLogin', ({ event }) => event) },
    'login.completed': {
      description: 'A way in beside the form signed the person in: the session adopts the login.',
      actions: emit(({ event }) => adoptLoginEffect(event.response)),
    },
  },
});

export type LoginPageRef = ActorRefFrom<typeof loginPageMachine>;
