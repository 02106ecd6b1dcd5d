import { assertEvent, emit, setup } from 'xstate';
import type { LoginResponse } from '../../api/types';
import { adoptLoginEffect, type PageEffect } from '../shared/page/pageEffects';
import type { FastLoginEvent } from './fastLoginEvents';

export interface FastLoginInput {
  /** The popup's address: the portal's own login page in its popup mode (/login/fast). */
  popupUrl: string;
}

/**
 * "Hızlı giriş" on the login page (spec §2): the login runs in a popup of 600 by 700 pixels and,
 * when it succeeds, its login is adopted here. A blocked popup leaves the person on this page with
 * a notice; the form beside it still works. The window and the session are the edge's: the chart
 * emits `popup` (the edge opens it and reports back) and `session` (session.adopt) effects.
 */
export const fastLoginMachine = setup({
  types: {
    context: {} as FastLoginInput,
    events: {} as FastLoginEvent,
    input: {} as FastLoginInput,
    emitted: {} as PageEffect,
  },
  actions: {
    openPopup: emit(({ context }) => ({ type: 'popup' as const, url: context.popupUrl })),
    adoptLogin: emit((_, params: { response: LoginResponse }) => adoptLoginEffect(params.response)),
  },
}).createMachine({
  id: 'fastLogin',
  context: ({ input }) => ({ popupUrl: input.popupUrl }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.fastLogin': 'popupOpen' },
    },
    popupOpen: {
      tags: ['popupOpen'],
      entry: 'openPopup',
      on: {
        'popup.blocked': 'blocked',
        'popup.closed': 'idle',
        'popup.loggedIn': {
          target: 'adopted',
          actions: {
            type: 'adoptLogin',
            params: ({ event }) => {
              assertEvent(event, 'popup.loggedIn');
              return { response: event.response };
            },
          },
        },
        'user.fastLogin': {
          description: 'Pressed again while the popup is open: it is opened (and so focused) anew.',
          target: 'popupOpen',
          reenter: true,
        },
      },
    },
    blocked: {
      tags: ['notice:blocked'],
      on: { 'user.fastLogin': 'popupOpen', 'user.dismissNotice': 'idle' },
    },
    adopted: {
      description: 'The session has the login now and leaves the login page.',
      type: 'final',
    },
  },
});
