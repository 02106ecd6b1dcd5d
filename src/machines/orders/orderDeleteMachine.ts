import { type ActorRefFrom, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { mayDo } from '../../lib/rights';

export type OrderDeleteEvent = { type: 'user.delete' } | { type: 'user.confirm' } | { type: 'user.cancel' };

export interface OrderDeleteInput {
  orderNo: string;
  /** The person's rights (the session's rights child): deleting needs the orders group's Talep. */
  rights: PersonRights | undefined;
}

/**
 * Deleting one order (orderDelete): ask first, then call. A failure is already announced by the
 * HTTP actor (the row's notify mode; a 403 opens the shell's modal), so the flow only reloads
 * the order (its status may have moved on) and lets the person try again.
 */
export const orderDeleteMachine = setup({
  types: {
    context: {} as OrderDeleteInput,
    events: {} as OrderDeleteEvent,
    input: {} as OrderDeleteInput,
  },
  actors: {
    remove: httpActor('orderDelete'),
  },
  guards: {
    /** No deletion without the orders group's Talep (issue 37), nor while the rights are unknown. */
    mayRequest: ({ context }) => mayDo(context.rights, 'orders', 'request'),
  },
  actions: {
    /** The shell's success notification, provided by the view. */
    notifyDeleted: (_, _params: { orderNo: string }) => {
      throw new Error('notifyDeleted must be provided');
    },
    /** Back to /my-orders, provided by the view. */
    showList: () => {
      throw new Error('showList must be provided');
    },
    /** Loads the order again, provided by the view (the detail machine's refresh). */
    reloadOrder: () => {
      throw new Error('reloadOrder must be provided');
    },
  },
}).createMachine({
  id: 'orderDelete',
  context: ({ input }) => ({ orderNo: input.orderNo, rights: input.rights }),
  initial: 'idle',
  states: {
    idle: { on: { 'user.delete': { guard: 'mayRequest', target: 'confirming' } } },
    confirming: {
      tags: ['dialog'],
      on: { 'user.confirm': { guard: 'mayRequest', target: 'deleting' }, 'user.cancel': 'idle' },
    },
    deleting: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ params: { orderNo: context.orderNo } }),
        onDone: 'deleted',
        onError: 'failed',
      },
    },
    deleted: {
      type: 'final',
      entry: [{ type: 'notifyDeleted', params: ({ context }) => ({ orderNo: context.orderNo }) }, 'showList'],
    },
    failed: {
      description: 'The call failed and was announced; the order is shown again as it now is.',
      entry: 'reloadOrder',
      on: { 'user.delete': { guard: 'mayRequest', target: 'confirming' } },
    },
  },
});

export type OrderDeleteRef = ActorRefFrom<typeof orderDeleteMachine>;
