import { type ActorRefFrom, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { approvalCountMachine } from './approvalCountMachine';
import { approvalsMachine } from './approvalsMachine';

export interface ApprovalsPageInput {
  rights: PersonRights | undefined;
}

export type ApprovalsPageEvent = { type: 'procedure.decided' };

/**
 * /pending-requests as one chart: the waiting count and the procedures (list, detail, decision by
 * SMS) run as children; a decided procedure tells this page, whose chart loads the count again.
 */
export const approvalsPageMachine = setup({
  types: {
    context: {} as ApprovalsPageInput,
    events: {} as ApprovalsPageEvent,
    input: {} as ApprovalsPageInput,
    children: {} as { count: 'count'; approvals: 'approvals' },
  },
  actors: {
    count: approvalCountMachine,
    approvals: approvalsMachine.provide({
      actions: { procedureDecided: sendParent({ type: 'procedure.decided' }) },
    }),
  },
}).createMachine({
  id: 'approvalsPage',
  context: ({ input }) => input,
  entry: [
    spawnChild('count', { id: 'count' }),
    spawnChild('approvals', { id: 'approvals', input: ({ context }) => ({ rights: context.rights }) }),
  ],
  on: {
    'procedure.decided': {
      description:
        'The list just changed: the count loads again, whichever state it is in (refresh when shown, retry when failed).',
      actions: [sendTo('count', { type: 'user.refresh' }), sendTo('count', { type: 'user.retry' })],
    },
  },
});

export type ApprovalsPageRef = ActorRefFrom<typeof approvalsPageMachine>;
