import { type ActorRefFrom, assign, emit, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { PageEffect } from '../shared/page/pageEffects';
import type { DownloadedFile } from './deactivationContext';
import {
  deactivationDetailMachine,
  deactivationHistoryMachine,
  EMPTY_HISTORY_QUERY,
} from './deactivationHistoryMachine';
import { deactivationMachine } from './deactivationMachine';

export type LineDeactivationPageEvent =
  | { type: 'deactivation.closed' }
  | ({ type: 'deactivation.downloaded' } & DownloadedFile)
  | { type: 'user.detail.open'; deactivationId: string }
  | { type: 'user.detail.close' };

export interface LineDeactivationPageContext {
  rights: PersonRights | undefined;
  /** The deactivation whose detail dialog is open. */
  detailId: string | undefined;
}

/**
 * /line-deactivation as one chart: the deactivation flow and the history run as children; lines
 * closed reload the history, and a document the flow fetched goes to the browser as a download.
 * A history row's detail is a dialog whose request is the child `detail`, running while it is open.
 */
export const lineDeactivationPageMachine = setup({
  types: {
    context: {} as LineDeactivationPageContext,
    events: {} as LineDeactivationPageEvent,
    input: {} as { rights: PersonRights | undefined },
    emitted: {} as PageEffect,
    children: {} as { flow: 'flow'; history: 'history'; detail: 'detail' },
  },
  actors: {
    history: deactivationHistoryMachine,
    detail: deactivationDetailMachine,
    // The flow tells this page what happened; the page's chart decides what follows.
    flow: deactivationMachine.provide({
      actions: {
        deactivated: sendParent({ type: 'deactivation.closed' }),
        downloaded: sendParent((_, file: DownloadedFile) => ({
          type: 'deactivation.downloaded',
          blob: file.blob,
          fileName: file.fileName,
        })),
      },
    }),
  },
}).createMachine({
  id: 'lineDeactivationPage',
  context: ({ input }) => ({ rights: input.rights, detailId: undefined }),
  entry: [
    spawnChild('flow', { id: 'flow', input: ({ context }) => ({ rights: context.rights }) }),
    spawnChild('history', { id: 'history', input: EMPTY_HISTORY_QUERY }),
  ],
  on: {
    'deactivation.closed': {
      description: 'Lines closed: the history shows the new deactivation.',
      actions: sendTo('history', { type: 'user.refresh' }),
    },
    'deactivation.downloaded': {
      description: 'A document the person asked for: the edge hands it to the browser.',
      actions: emit(({ event }) => ({
        type: 'download' as const,
        blob: event.blob,
        fileName: event.fileName,
      })),
    },
  },
  initial: 'detailClosed',
  states: {
    detailClosed: {
      on: {
        'user.detail.open': {
          description: 'A history row’s Ayrıntı: its detail dialog opens and loads it.',
          target: 'detailOpen',
          actions: assign({ detailId: ({ event }) => event.deactivationId }),
        },
      },
    },
    detailOpen: {
      tags: ['detail'],
      // Invoked, so the request starts with the dialog and stops when it closes.
      invoke: {
        id: 'detail',
        src: 'detail',
        input: ({ context }) => ({ deactivationId: context.detailId ?? '' }),
      },
      on: {
        'user.detail.close': {
          description: 'The dialog closed: its request goes with it.',
          target: 'detailClosed',
          actions: assign({ detailId: undefined }),
        },
      },
    },
  },
});

export type LineDeactivationPageRef = ActorRefFrom<typeof lineDeactivationPageMachine>;
