import { assertEvent, assign, emit, setup } from 'xstate';
import { errorMessage } from '../../actors/http';
import type { AuditEntry } from '../../api/auditTrail/types';
import { type AnalyticsEvent, failureEvent, successEvent } from '../../lib/analytics';
import type { PageEffect } from '../shared/page/pageEffects';
import { auditEntryActors } from './auditActors';

export interface AuditEntryContext {
  entryId: string | undefined;
  entry: AuditEntry | undefined;
  /** The failure's sentence (the server's "İşlem kaydı bulunamadı." or the error catalogue's). */
  error: string | undefined;
}

export type AuditEntryEvent =
  | { type: 'user.open'; entryId: string }
  | { type: 'user.close' }
  | { type: 'user.retry' };

/** The §3 event payload fields that apply to opening an entry. */
export interface EntryReport {
  status: 'SUCCESS' | 'ERROR';
  /** The entry's order, when it changed one. */
  orderId?: string;
  /** How many objects it changed. */
  productCount: number;
  errorMessage?: string;
}

export const AUDIT_ENTRY_ACTION = 'AUDIT_TRAIL_ENTRY';

/** The §3 event of opening an entry: its order and objects, or why it failed. */
export function entryEvent({ status, errorMessage: message, ...fields }: EntryReport): AnalyticsEvent {
  return status === 'SUCCESS'
    ? successEvent(AUDIT_ENTRY_ACTION, { ...fields, actionCount: 1 })
    : failureEvent(AUDIT_ENTRY_ACTION, { ...fields, errorMessage: message });
}

/**
 * One audit entry in a dialog: closed, or open on one entry (loading, shown, or failed and
 * retryable). Closing while it loads leaves (aborts) the load. Each outcome is reported through
 * `reportEntry`, an analytics effect the edge (usePageActor) sends.
 */
export const auditEntryMachine = setup({
  types: {
    context: {} as AuditEntryContext,
    events: {} as AuditEntryEvent,
    emitted: {} as PageEffect,
  },
  // The real call is the default; tests provide stand-ins.
  actors: auditEntryActors,
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'user.open');
      return { entryId: event.entryId, entry: undefined, error: undefined };
    }),
    clear: assign({ entryId: undefined, entry: undefined, error: undefined }),
    reportEntry: emit((_, report: EntryReport) => ({
      type: 'analytics' as const,
      event: entryEvent(report),
    })),
  },
}).createMachine({
  id: 'auditTrailEntry',
  context: { entryId: undefined, entry: undefined, error: undefined },
  initial: 'closed',
  states: {
    closed: {
      on: { 'user.open': { target: 'open', actions: 'choose' } },
    },
    open: {
      initial: 'loading',
      on: { 'user.close': { target: 'closed', actions: 'clear' } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadEntry',
            src: 'loadEntry',
            input: ({ context }) => context.entryId as string,
            onDone: {
              target: 'shown',
              actions: [
                assign({ entry: ({ event }) => event.output, error: undefined }),
                {
                  type: 'reportEntry',
                  params: ({ event }) => ({
                    status: 'SUCCESS' as const,
                    productCount: event.output.objectCount,
                    orderId: event.output.objects.find((o) => o.kind === 'ORDER')?.id,
                  }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                assign({ error: ({ event }) => errorMessage(event.error) }),
                {
                  type: 'reportEntry',
                  params: ({ event }) => ({
                    status: 'ERROR' as const,
                    productCount: 0,
                    errorMessage: errorMessage(event.error),
                  }),
                },
              ],
            },
          },
        },
        shown: { tags: ['shown'] },
        failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
      },
    },
  },
});
