import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { callEndpoint, errorMessage } from '../../actors/http';
import type { LoginResponse } from '../../api/types';
import { adoptLoginEffect, type PageEffect } from '../shared/page/pageEffects';

export type DevLoginEvent = { type: 'user.devLogin'; userName: string } | { type: 'user.dismissNotice' };

export interface DevLoginContext {
  /** The failure's sentence (the sandbox's, e.g. outside its test mode), shown until dismissed. */
  error: string | undefined;
}

/**
 * "Doğrulamasız giriş" on the login page of development builds only (the view renders it when
 * import.meta.env.DEV): the fake-login row signs a demo user in without the SMS code, and the
 * sandbox answers it only in its test mode (SANDBOX_TEST_HOOKS=1). The login goes to the
 * session as an emitted effect (session.adopt), as fast login's does.
 */
export const devLoginMachine = setup({
  types: {
    context: {} as DevLoginContext,
    emitted: {} as PageEffect,
    events: {} as DevLoginEvent,
  },
  actors: {
    fakeLogin: fromPromise<LoginResponse, string>(({ input, signal }) =>
      callEndpoint('fakeLogin', { body: { userName: input } }, signal),
    ),
  },
  actions: {
    adoptLogin: emit((_, params: { response: LoginResponse }) => adoptLoginEffect(params.response)),
  },
}).createMachine({
  id: 'devLogin',
  context: { error: undefined },
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.devLogin': 'calling' },
    },
    calling: {
      tags: ['busy'],
      entry: assign({ error: undefined }),
      invoke: {
        id: 'fakeLogin',
        src: 'fakeLogin',
        input: ({ event }) => {
          assertEvent(event, 'user.devLogin');
          return event.userName;
        },
        onDone: {
          target: 'adopted',
          actions: { type: 'adoptLogin', params: ({ event }) => ({ response: event.output }) },
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      tags: ['notice:failed'],
      on: {
        'user.devLogin': 'calling',
        'user.dismissNotice': { target: 'idle', actions: assign({ error: undefined }) },
      },
    },
    adopted: {
      description: 'The session has the login now and leaves the login page.',
      type: 'final',
    },
  },
});
