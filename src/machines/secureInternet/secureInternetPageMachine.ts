import { type ActorRefFrom, fromPromise, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { SecureInternetHistoryRequest, SecureInternetSaveAnswer } from '../../api/secureInternet/types';
import { profileChangeMachine, type SaveInput } from './profileChangeMachine';
import { saveSecureInternetProfiles } from './secureInternetCalls';
import { secureInternetDataMachine } from './secureInternetDataMachine';
import { secureInternetHistoryMachine } from './secureInternetHistoryMachine';

/** The history as the page opens: every change of the company (the sandbox caps the list). */
export const SECURE_INTERNET_HISTORY_QUERY: SecureInternetHistoryRequest = {};

export type SecureInternetPageEvent = { type: 'change.saved' };

/**
 * /secure-internet as one chart: the lines with their profiles, the history and the profile
 * change run as children; a saved change reloads the lines and the history.
 */
export const secureInternetPageMachine = setup({
  types: {
    context: {} as { rights: PersonRights | undefined },
    events: {} as SecureInternetPageEvent,
    input: {} as { rights: PersonRights | undefined },
    children: {} as { data: 'data'; history: 'history'; change: 'change' },
  },
  actors: {
    data: secureInternetDataMachine,
    history: secureInternetHistoryMachine,
    // A saved change is told to this page, whose chart reloads what it changed.
    change: profileChangeMachine.provide({
      actors: {
        save: fromPromise<SecureInternetSaveAnswer, SaveInput>(({ input, signal }) =>
          saveSecureInternetProfiles(input, signal),
        ),
      },
      actions: { profilesSaved: sendParent({ type: 'change.saved' }) },
    }),
  },
}).createMachine({
  id: 'secureInternetPage',
  context: ({ input }) => ({ rights: input.rights }),
  entry: [
    spawnChild('data', { id: 'data', input: undefined }),
    spawnChild('history', { id: 'history', input: SECURE_INTERNET_HISTORY_QUERY }),
    spawnChild('change', { id: 'change', input: ({ context }) => ({ rights: context.rights }) }),
  ],
  on: {
    'change.saved': {
      description: 'Profiles saved: the lines and the history show the change.',
      actions: [sendTo('data', { type: 'user.refresh' }), sendTo('history', { type: 'user.refresh' })],
    },
  },
});

export type SecureInternetPageRef = ActorRefFrom<typeof secureInternetPageMachine>;
