import { type ActorRefFrom, assign, setup, spawnChild } from 'xstate';
import { orderContractMachine, waitingOrdersMachine } from './packageListsMachine';

export type ConfirmPageEvent =
  | { type: 'user.contract.open'; orderId: string }
  | { type: 'user.contract.close' };

export interface ConfirmPageContext {
  /** The waiting order whose contract dialog is open. */
  openId: string | undefined;
}

/**
 * /additional-package-confirm as one chart: the waiting orders are the child `list`; a row's
 * contract opens in a dialog whose request is the child `contract`, running while it is open.
 */
export const confirmPageMachine = setup({
  types: {
    context: {} as ConfirmPageContext,
    events: {} as ConfirmPageEvent,
    children: {} as { list: 'list'; contract: 'contract' },
  },
  actors: { list: waitingOrdersMachine, contract: orderContractMachine },
}).createMachine({
  id: 'packageConfirmPage',
  context: { openId: undefined },
  entry: spawnChild('list', { id: 'list', input: {} }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.contract.open': {
          description: 'A row’s Sözleşme: its contract dialog opens and loads it.',
          target: 'open',
          actions: assign({ openId: ({ event }) => event.orderId }),
        },
      },
    },
    open: {
      tags: ['contract'],
      // Invoked, so the request starts with the dialog and stops when it closes.
      invoke: {
        id: 'contract',
        src: 'contract',
        input: ({ context }) => ({ orderId: context.openId ?? '' }),
      },
      on: {
        'user.contract.close': {
          description: 'The dialog closed: its request goes with it.',
          target: 'closed',
          actions: assign({ openId: undefined }),
        },
      },
    },
  },
});

export type ConfirmPageRef = ActorRefFrom<typeof confirmPageMachine>;
