import { assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type { PersonRights } from '../../api/authorizedUsers/types';

export type RightsEvent =
  /** The session's company changed: the rights of the old one no longer hold. */
  { type: 'rights.reload' } | { type: 'user.retryRights' };

/**
 * The signed-in person's rights in the session's company (issue 37), owned by the session: loaded
 * when the person is in, again after a company switch. Until loaded nothing is allowed; a failed
 * load offers a retry and never counts as "all allowed". Views read it through
 * src/views/shared/rights.ts; flows that start a change get the rights as input.
 */
export const rightsMachine = setup({
  types: {
    context: {} as { rights: PersonRights | undefined },
    events: {} as RightsEvent,
  },
  actors: { personRights: httpActor('personRights') },
}).createMachine({
  id: 'rights',
  context: { rights: undefined },
  initial: 'loading',
  states: {
    loading: {
      tags: ['rights:loading'],
      entry: assign({ rights: undefined }),
      invoke: {
        id: 'personRights',
        src: 'personRights',
        onDone: { target: 'loaded', actions: assign({ rights: ({ event }) => event.output }) },
        onError: 'failed',
      },
      on: {
        'rights.reload': {
          description: "A switch while loading: the answer on its way is the old company's.",
          target: 'loading',
          reenter: true,
        },
      },
    },
    loaded: {
      tags: ['rights:loaded'],
      on: { 'rights.reload': 'loading' },
    },
    failed: {
      tags: ['rights:failed'],
      description: 'Nothing is allowed; the person may try again.',
      on: { 'user.retryRights': 'loading', 'rights.reload': 'loading' },
    },
  },
});

export type RightsMachine = typeof rightsMachine;
