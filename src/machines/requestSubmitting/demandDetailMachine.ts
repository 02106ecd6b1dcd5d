/**
 * /request-submitting/history/{demandId}: one demand as submitted (fields, documents, status
 * history). A demand still "Alındı" may be withdrawn, and a note may be added; both answer the
 * updated detail. A document of the demand can be opened (a download effect the edge performs).
 * Withdrawing and noting are changes: they need the requestSubmitting group's Talep (issue 37).
 */
import { and, assertEvent, assign, emit, setup } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { DemandDetail } from '../../api/requestSubmitting/types';
import { mayDo } from '../../lib/rights';
import type { PageEffect } from '../shared/page/pageEffects';
import { changeDemand, loadDetail, type ViewedFile, viewDocument } from './requestActors';

export interface DemandDetailInput {
  demandId: string;
  /** The person's rights (the session's rights child); reading the demand needs none of them. */
  rights: PersonRights | undefined;
}

export interface DemandDetailContext extends DemandDetailInput {
  detail: DemandDetail | undefined;
  error: string | undefined;
  /** Why a withdrawal, a note or a file failed; the detail stays shown. */
  actionError: string | undefined;
}

export type DemandDetailEvent =
  | { type: 'user.retry' }
  | { type: 'user.withdraw' }
  | { type: 'user.note'; note: string }
  | { type: 'user.view'; documentId: string };

export const demandDetailMachine = setup({
  types: {
    context: {} as DemandDetailContext,
    events: {} as DemandDetailEvent,
    input: {} as DemandDetailInput,
    emitted: {} as PageEffect,
  },
  actors: { loadDetail, changeDemand, viewDocument },
  actions: {
    /** The opened document, handed to the browser by the edge (usePageActor). */
    saveFile: emit((_, file: ViewedFile) => ({
      type: 'download' as const,
      blob: file.blob,
      fileName: file.fileName,
    })),
  },
  guards: {
    withdrawable: ({ context }) => context.detail?.canWithdraw === true,
    /** No withdrawal and no note without the group's Talep, nor while the rights are unknown. */
    mayRequest: ({ context }) => mayDo(context.rights, 'requestSubmitting', 'request'),
  },
}).createMachine({
  id: 'demandDetail',
  context: ({ input }) => ({
    demandId: input.demandId,
    rights: input.rights,
    detail: undefined,
    error: undefined,
    actionError: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ demandId: context.demandId }),
        onDone: {
          target: 'loaded',
          actions: assign({ detail: ({ event }) => event.output, error: undefined }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
    loaded: {
      tags: ['loaded'],
      on: {
        'user.withdraw': {
          guard: and(['mayRequest', 'withdrawable']),
          target: 'changing',
          actions: assign({ actionError: undefined }),
        },
        'user.note': { guard: 'mayRequest', target: 'changing', actions: assign({ actionError: undefined }) },
        'user.view': { target: 'viewing', actions: assign({ actionError: undefined }) },
      },
    },
    changing: {
      tags: ['loaded', 'busy'],
      invoke: {
        id: 'changeDemand',
        src: 'changeDemand',
        input: ({ context, event }) => {
          assertEvent(event, ['user.withdraw', 'user.note']);
          return event.type === 'user.note'
            ? { demandId: context.demandId, action: 'NOTE' as const, note: event.note }
            : { demandId: context.demandId, action: 'WITHDRAW' as const };
        },
        onDone: { target: 'loaded', actions: assign({ detail: ({ event }) => event.output }) },
        onError: {
          target: 'loaded',
          actions: assign({ actionError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    viewing: {
      tags: ['loaded', 'busy'],
      invoke: {
        id: 'viewDocument',
        src: 'viewDocument',
        input: ({ context, event }) => {
          assertEvent(event, 'user.view');
          const doc = context.detail?.documents.find((d) => d.documentId === event.documentId);
          return { documentId: event.documentId, fileName: doc?.fileName ?? 'belge' };
        },
        onDone: { target: 'loaded', actions: { type: 'saveFile', params: ({ event }) => event.output } },
        onError: {
          target: 'loaded',
          actions: assign({ actionError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
  },
});
