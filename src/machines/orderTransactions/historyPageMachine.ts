import {
  type ActorRefFrom,
  type AnyActorRef,
  assign,
  enqueueActions,
  fromPromise,
  sendTo,
  setup,
  spawnChild,
} from 'xstate';
import { withBarFilter } from '../shared/pagedList/listQuery';
import { findRequest, type OpenRequest } from './historyActors';
import { countsMachine, historyListLogic } from './historyListMachine';
import { EMPTY_HISTORY_QUERY, HISTORY_PAGE_SIZE, type HistoryQuery } from './historyQuery';
import { requestDetailMachine } from './requestDetailMachine';

export type HistoryPageEvent = { type: 'user.query'; query: HistoryQuery } | { type: 'user.showOpen' };

/** The list's query as it stands, for a filter set from outside the filter bar. */
function currentQuery(self: AnyActorRef): HistoryQuery {
  // The walk's path generation resolves actions without running children: no list, no query.
  const list = self.getSnapshot().children?.list as ActorRefFrom<typeof historyListLogic> | undefined;
  return list?.getSnapshot().context.query ?? EMPTY_HISTORY_QUERY;
}

interface HistoryPageContext {
  /** The request the address asked for (?islem=, a search hit), until it is found or not. */
  asked: string | undefined;
  /** The number asked for that the company has no request under, for the page to say so. */
  missing: string | undefined;
}

/**
 * /line-operations-request-history as one chart: the requests (server-paged), the open counts and
 * one request's detail run as children; the counts' "open demands" link narrows the list to the
 * open requests (the quick filter kept), which are exactly the ones it counts. A request asked for
 * by number opens in the detail dialog over the list, as if its row had been opened.
 */
export const historyPageMachine = setup({
  types: {
    context: {} as HistoryPageContext,
    events: {} as HistoryPageEvent,
    input: {} as { number?: string | undefined } | undefined,
    children: {} as { list: 'list'; counts: 'counts'; detail: 'detail'; find: 'find' },
  },
  actors: {
    list: historyListLogic,
    counts: countsMachine,
    detail: requestDetailMachine,
    find: fromPromise<OpenRequest | undefined, string>(({ input, signal }) => findRequest(input, signal)),
  },
  guards: {
    askedForRequest: ({ context }) => Boolean(context.asked),
    found: (_, request: OpenRequest | undefined) => request !== undefined,
  },
}).createMachine({
  id: 'orderTransactionHistoryPage',
  context: ({ input }) => ({ asked: input?.number || undefined, missing: undefined }),
  entry: [
    spawnChild('list', { id: 'list', input: { query: EMPTY_HISTORY_QUERY, pageSize: HISTORY_PAGE_SIZE } }),
    spawnChild('counts', { id: 'counts', input: undefined }),
    spawnChild('detail', { id: 'detail' }),
  ],
  on: {
    'user.query': {
      description: 'A sort or the filter bar: the list loads the new query.',
      actions: sendTo('list', ({ event }) => ({ type: 'user.query', query: event.query })),
    },
    'user.showOpen': {
      description: 'The open demands figure: the list shows only the open requests it counts.',
      actions: sendTo('list', ({ self }) => ({
        type: 'user.query',
        query: withBarFilter(currentQuery(self), { status: 'OPEN' }),
      })),
    },
  },
  initial: 'routing',
  states: {
    routing: {
      always: [{ guard: 'askedForRequest', target: 'finding' }, { target: 'idle' }],
    },
    finding: {
      description:
        'The number asked for is looked up as the quick filter would; found, its detail opens, otherwise ' +
        'the page says the company has no such request. A failed look-up leaves the list as it is.',
      invoke: {
        id: 'find',
        src: 'find',
        input: ({ context }) => context.asked ?? '',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              // The guard let only a found request through; the check narrows the output's type.
              enqueueActions(({ event, enqueue }) => {
                if (event.output) enqueue.sendTo('detail', { type: 'user.open', request: event.output });
              }),
              assign({ asked: undefined }),
            ],
          },
          { target: 'idle', actions: assign({ missing: ({ context }) => context.asked, asked: undefined }) },
        ],
        onError: { target: 'idle', actions: assign({ asked: undefined }) },
      },
    },
    idle: {},
  },
});

export type HistoryPageRef = ActorRefFrom<typeof historyPageMachine>;
