import { assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type { LoginResponse } from '../../api/types';

export interface SeamlessLoginInput {
  /** The `token` query value of /seamless-login, or null when there is none. */
  token: string | null;
}

export interface SeamlessLoginContext extends SeamlessLoginInput {
  /** The server's sentence for a refused token, shown on the page. */
  problem: string | undefined;
}

/**
 * `/seamless-login?token=…` (spec §2): a one-time token from another operator channel becomes a
 * session through seamlessLoginData; a used, expired or missing token gets a page with a link to
 * the normal login. `adoptLogin` is given by the view (session.adopt).
 */
export const seamlessLoginMachine = setup({
  types: {
    context: {} as SeamlessLoginContext,
    input: {} as SeamlessLoginInput,
  },
  actors: { seamlessLoginData: httpActor('seamlessLoginData') },
  actions: {
    adoptLogin: (_, _params: { response: LoginResponse }) => {
      throw new Error('adoptLogin must be provided');
    },
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token?.trim()),
  },
}).createMachine({
  id: 'seamlessLogin',
  context: ({ input }) => ({ token: input.token, problem: undefined }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'exchanging' }, { target: 'refused' }],
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'seamlessLoginData',
        src: 'seamlessLoginData',
        input: ({ context }) => ({ body: { token: context.token?.trim() ?? '' } }),
        onDone: {
          target: 'adopted',
          actions: { type: 'adoptLogin', params: ({ event }) => ({ response: event.output }) },
        },
        onError: {
          target: 'refused',
          actions: assign({
            problem: ({ event }) => (event.error instanceof Error ? event.error.message : undefined),
          }),
        },
      },
    },
    refused: { tags: ['view:refused'] },
    adopted: {
      tags: ['busy'],
      description: 'The session has the login and moves on to the dashboard (or the terms first).',
      type: 'final',
    },
  },
});
