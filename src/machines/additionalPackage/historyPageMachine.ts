import { type ActorRefFrom, assign, setup, spawnChild } from 'xstate';
import { packageHistoryDetailMachine, packageHistoryMachine } from './packageListsMachine';

export type HistoryPageEvent = { type: 'user.detail.open'; orderId: string } | { type: 'user.detail.close' };

export interface HistoryPageContext {
  /** The order or cancellation whose detail dialog is open. */
  openId: string | undefined;
}

/**
 * /additional-package-history as one chart: the history is the child `history`; a row's detail
 * opens in a dialog whose request is the child `detail`, running while it is open.
 */
export const historyPageMachine = setup({
  types: {
    context: {} as HistoryPageContext,
    events: {} as HistoryPageEvent,
    children: {} as { history: 'history'; detail: 'detail' },
  },
  actors: { history: packageHistoryMachine, detail: packageHistoryDetailMachine },
}).createMachine({
  id: 'packageHistoryPage',
  context: { openId: undefined },
  entry: spawnChild('history', { id: 'history', input: {} }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.detail.open': {
          description: 'A row’s Ayrıntı: its detail dialog opens and loads it.',
          target: 'open',
          actions: assign({ openId: ({ event }) => event.orderId }),
        },
      },
    },
    open: {
      tags: ['detail'],
      // Invoked, so the request starts with the dialog and stops when it closes.
      invoke: { id: 'detail', src: 'detail', input: ({ context }) => ({ orderId: context.openId ?? '' }) },
      on: {
        'user.detail.close': {
          description: 'The dialog closed: its request goes with it.',
          target: 'closed',
          actions: assign({ openId: undefined }),
        },
      },
    },
  },
});

export type HistoryPageRef = ActorRefFrom<typeof historyPageMachine>;
