import { assertEvent, setup } from 'xstate';
import type { LoginResponse } from '../../api/types';
import type { FastLoginEvent } from './fastLoginEvents';
import { popupWindow } from './fastLoginPopup';

export interface FastLoginInput {
  /** The popup's address: the portal's own login page in its popup mode (/login/fast). */
  popupUrl: string;
}

/**
 * "Hızlı giriş" on the login page (spec §2): the login runs in a popup of 600 by 700 pixels and,
 * when it succeeds, its login is adopted here. A blocked popup leaves the person on this page with
 * a notice; the form beside it still works. `adoptLogin` is given by the view (session.adopt).
 */
export const fastLoginMachine = setup({
  types: {
    context: {} as FastLoginInput,
    events: {} as FastLoginEvent,
    input: {} as FastLoginInput,
  },
  actors: { popupWindow },
  actions: {
    adoptLogin: (_, _params: { response: LoginResponse }) => {
      throw new Error('adoptLogin must be provided');
    },
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
      invoke: { id: 'popupWindow', src: 'popupWindow', input: ({ context }) => ({ url: context.popupUrl }) },
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
