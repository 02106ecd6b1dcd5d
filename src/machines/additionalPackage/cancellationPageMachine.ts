import { type ActorRefFrom, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { ActiveListRequest } from '../../api/additionalPackage/types';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { packageCancelMachine } from './packageCancelMachine';
import { activePackagesMachine } from './packageListsMachine';

export type CancellationPageEvent = { type: 'cancel.done' };

export interface CancellationPageInput {
  rights: PersonRights | undefined;
  /** The list's first query (the dashboard's card opens it on the packages ending soon). */
  query: ActiveListRequest;
}

/**
 * /additional-package-cancellation as one chart: the running packages and their cancellation run
 * as children; a cancellation done lists the packages again, so the cancelled ones leave the list.
 */
export const cancellationPageMachine = setup({
  types: {
    context: {} as CancellationPageInput,
    events: {} as CancellationPageEvent,
    input: {} as CancellationPageInput,
    children: {} as { active: 'active'; cancel: 'cancel' },
  },
  actors: {
    active: activePackagesMachine,
    // A finished cancellation is told to this page, whose chart lists the packages again.
    cancel: packageCancelMachine.provide({ actions: { cancelled: sendParent({ type: 'cancel.done' }) } }),
  },
}).createMachine({
  id: 'cancellationPage',
  context: ({ input }) => input,
  entry: [
    spawnChild('active', { id: 'active', input: ({ context }) => context.query }),
    spawnChild('cancel', { id: 'cancel', input: ({ context }) => ({ rights: context.rights }) }),
  ],
  on: {
    'cancel.done': {
      description: 'Packages cancelled: the list is asked again with its query, without them.',
      actions: sendTo('active', { type: 'user.refresh' }),
    },
  },
});

export type CancellationPageRef = ActorRefFrom<typeof cancellationPageMachine>;
