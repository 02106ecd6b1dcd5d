import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { callEndpoint, errorMessage } from '../../actors/http';
import type { LoginResponse } from '../../api/types';

export type DevLoginEvent = { type: 'user.devLogin'; userName: string } | { type: 'user.dismissNotice' };

export interface DevLoginContext {
  /** The failure's sentence (the sandbox's, e.g. outside its test mode), shown until dismissed. */
  error: string | undefined;
}

/**
 * "Doğrulamasız giriş" on the login page of development builds only (the view renders it when
 * import.meta.env.DEV): the fake-login row signs a demo user in without the SMS code, and the
 * sandbox answers it only in its test mode (SANDBOX_TEST_HOOKS=1). `adoptLogin` is given by the
 * view (session.adopt), as fast login does.
 */
export const devLoginMachine = setup({
  types: {
    context: {} as DevLoginContext,
    events: {} as DevLoginEvent,
  },
  actors: {
    fakeLogin: fromPromise<LoginResponse, string>(({ input, signal }) =>
      callEndpoint('fakeLogin', { body: { userName: input } }, signal),
    ),
  },
  actions: {
    adoptLogin: (_, _params: { response: LoginResponse }) => {
      throw new Error('adoptLogin must be provided');
    },
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
