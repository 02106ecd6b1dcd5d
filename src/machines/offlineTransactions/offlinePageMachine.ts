import { type ActorRefFrom, emit, sendTo, setup, spawnChild } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { OfflineAnnouncement, TableTemplate } from '../../api/offlineTransactions/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { createRequestMachine } from '../shared/requestMachine';
import { offlineListLogic } from './offlineListMachine';
import { EMPTY_OFFLINE_QUERY, OFFLINE_PAGE_SIZE, type OfflineQuery } from './offlineQuery';

export interface OfflinePageSetup {
  template: TableTemplate;
  announcement: OfflineAnnouncement['announcement'];
}

/**
 * What the page needs before it can draw its table: the served table template (columns, filter
 * choices) and the announcement above it. The announcement is decoration (its row ignores
 * errors): without it the page still works.
 */
export async function loadOfflineSetup(_: undefined, signal: AbortSignal): Promise<OfflinePageSetup> {
  const [template, announcement] = await Promise.all([
    callEndpoint('offlineTransactionTableTemplate', { body: {} }, signal),
    callEndpoint('offlineTransactionAnnouncement', { body: {} }, signal).then(
      (a) => a.announcement,
      () => null,
    ),
  ]);
  return { template, announcement };
}

export const offlineSetupMachine = createRequestMachine<OfflinePageSetup>(
  'offlineTransactionSetup',
  loadOfflineSetup,
);

/** Where one offline transaction is shown. */
export const offlineDetailPath = (queryId: string) => `/offline-transactions/${queryId}`;

export type OfflinePageEvent =
  | { type: 'user.query'; query: OfflineQuery }
  | { type: 'user.open'; queryId: string };

/**
 * /offline-transactions as one chart: the served table template with the announcement, and the
 * results (server-paged) run as children; opening a row goes on to that transaction's page.
 */
export const offlinePageMachine = setup({
  types: {
    events: {} as OfflinePageEvent,
    emitted: {} as PageEffect,
    children: {} as { setup: 'setup'; list: 'list' },
  },
  actors: { setup: offlineSetupMachine, list: offlineListLogic },
}).createMachine({
  id: 'offlineTransactionsPage',
  entry: [
    spawnChild('setup', { id: 'setup', input: undefined }),
    spawnChild('list', { id: 'list', input: { query: EMPTY_OFFLINE_QUERY, pageSize: OFFLINE_PAGE_SIZE } }),
  ],
  on: {
    'user.query': {
      description: 'A sort or the filter bar: the list loads the new query.',
      actions: sendTo('list', ({ event }) => ({ type: 'user.query', query: event.query })),
    },
    'user.open': {
      description: 'A row opened: on to that transaction’s own page.',
      actions: emit(({ event }) => ({ type: 'navigate' as const, to: offlineDetailPath(event.queryId) })),
    },
  },
});

export type OfflinePageRef = ActorRefFrom<typeof offlinePageMachine>;
