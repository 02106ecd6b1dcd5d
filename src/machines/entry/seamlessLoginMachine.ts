import { assign, emit, setup } from 'xstate';
import { HttpError, httpActor } from '../../actors/http';
import { BODY_CODES, type LoginResponse } from '../../api/types';
import { adoptLoginEffect, type PageEffect } from '../shared/page/pageEffects';

export interface SeamlessLoginInput {
  /** The `token` query value of /seamless-login, or null when there is none. */
  token: string | null;
}

export interface SeamlessLoginContext extends SeamlessLoginInput {
  /** The server's sentence for a refused token, shown on the page. */
  problem: string | undefined;
}

/**
 * The server's sentence for a refused token ("kullanılmış", "süresi dolmuş"). A malformed one is
 * answered by request validation in a developer's words about the field ("Giriş anahtarı en az
 * 32 karakter…"), which says nothing to a person who clicked a link: the page's own sentence
 * about a broken link stands instead.
 */
function problemOf(error: unknown): string | undefined {
  if (error instanceof HttpError && error.code === BODY_CODES.validation) return undefined;
  return error instanceof Error ? error.message : undefined;
}

/**
 * `/seamless-login?token=…` (spec §2): a one-time token from another operator channel becomes a
 * session through seamlessLoginData; a used, expired or missing token gets a page with a link to
 * the normal login. The login goes to the session as an emitted effect (session.adopt) the page's edge forwards.
 */
export const seamlessLoginMachine = setup({
  types: {
    context: {} as SeamlessLoginContext,
    emitted: {} as PageEffect,
    input: {} as SeamlessLoginInput,
  },
  actors: { seamlessLoginData: httpActor('seamlessLoginData') },
  actions: {
    adoptLogin: emit((_, params: { response: LoginResponse }) => adoptLoginEffect(params.response)),
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
            problem: ({ event }) => problemOf(event.error),
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
