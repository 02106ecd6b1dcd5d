import { type ActorRefFrom, type AnyActorRef, sendTo, setup, spawnChild } from 'xstate';
import { withBarFilter } from '../shared/pagedList/listQuery';
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

/**
 * /line-operations-request-history as one chart: the requests (server-paged), the open counts and
 * one request's detail run as children; the counts' "open demands" link narrows the list to the
 * open requests (the quick filter kept), which are exactly the ones it counts.
 */
export const historyPageMachine = setup({
  types: {
    events: {} as HistoryPageEvent,
    children: {} as { list: 'list'; counts: 'counts'; detail: 'detail' },
  },
  actors: { list: historyListLogic, counts: countsMachine, detail: requestDetailMachine },
}).createMachine({
  id: 'orderTransactionHistoryPage',
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
});

export type HistoryPageRef = ActorRefFrom<typeof historyPageMachine>;
