import { assertEvent, assign, setup } from 'xstate';
import { errorMessage } from '../../actors/http';
import { type OpenRequest, type RequestWithLines, requestDetailActors } from './historyActors';

export type { OpenRequest, RequestWithLines };

export interface RequestDetailContext {
  request: OpenRequest | undefined;
  data: RequestWithLines | undefined;
  /** The failure's sentence (the server's "Talep bulunamadı." or the error catalogue's). */
  error: string | undefined;
}

export type RequestDetailEvent =
  | { type: 'user.open'; request: OpenRequest }
  | { type: 'user.close' }
  | { type: 'user.retry' };

/**
 * A request's detail dialog: closed, or open on one request (loading its detail and GSM rows
 * together, shown, or failed and retryable). The dialog is modal, so another request can only
 * be opened after this one is closed; closing while it loads leaves (aborts) the load.
 */
export const requestDetailMachine = setup({
  types: {
    context: {} as RequestDetailContext,
    events: {} as RequestDetailEvent,
  },
  // The real calls are the default; tests provide stand-ins.
  actors: requestDetailActors,
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'user.open');
      return { request: event.request, data: undefined, error: undefined };
    }),
    clear: assign({ request: undefined, data: undefined, error: undefined }),
  },
}).createMachine({
  id: 'orderTransactionDetail',
  context: { request: undefined, data: undefined, error: undefined },
  initial: 'closed',
  states: {
    closed: {
      on: { 'user.open': { target: 'open', actions: 'choose' } },
    },
    open: {
      initial: 'loading',
      on: {
        'user.close': { target: 'closed', actions: 'clear' },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadRequest',
            src: 'loadRequest',
            input: ({ context }) => context.request as OpenRequest,
            onDone: {
              target: 'shown',
              actions: assign({ data: ({ event }) => event.output, error: undefined }),
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        shown: { tags: ['shown'] },
        failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
      },
    },
  },
});
