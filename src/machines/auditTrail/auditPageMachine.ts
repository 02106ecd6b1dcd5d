import { type ActorRefFrom, emit, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PageEffect } from '../shared/page/pageEffects';
import { auditEntryMachine, type EntryReport, entryEvent } from './auditEntryMachine';
import { auditListLogic, auditOperationsMachine } from './auditListMachine';
import { AUDIT_PAGE_SIZE, type AuditListQuery, EMPTY_AUDIT_QUERY } from './auditQuery';

export type AuditPageEvent =
  | { type: 'user.query'; query: AuditListQuery }
  | { type: 'entry.reported'; report: EntryReport };

/**
 * /audit-trail as one chart: the entries (server-paged), the filter bar's operations and one
 * entry's dialog run as children; each opened entry's outcome comes up to this page, which hands
 * it to the edge as the §3 analytics event.
 */
export const auditPageMachine = setup({
  types: {
    events: {} as AuditPageEvent,
    emitted: {} as PageEffect,
    children: {} as { list: 'list'; operations: 'operations'; detail: 'detail' },
  },
  actors: {
    list: auditListLogic,
    operations: auditOperationsMachine,
    // A child's emitted effects do not reach the edge: the dialog tells this page instead.
    detail: auditEntryMachine.provide({
      actions: {
        reportEntry: sendParent((_, report: EntryReport) => ({ type: 'entry.reported', report })),
      },
    }),
  },
}).createMachine({
  id: 'auditTrailPage',
  entry: [
    spawnChild('list', { id: 'list', input: { query: EMPTY_AUDIT_QUERY, pageSize: AUDIT_PAGE_SIZE } }),
    spawnChild('operations', { id: 'operations', input: undefined }),
    spawnChild('detail', { id: 'detail' }),
  ],
  on: {
    'user.query': {
      description: 'The filter bar: the list loads the new query (the trail is always newest first).',
      actions: sendTo('list', ({ event }) => ({ type: 'user.query', query: event.query })),
    },
    'entry.reported': {
      description: 'An entry opened (or failed to): the edge sends its §3 analytics event.',
      actions: emit(({ event }) => ({ type: 'analytics' as const, event: entryEvent(event.report) })),
    },
  },
});

export type AuditPageRef = ActorRefFrom<typeof auditPageMachine>;
