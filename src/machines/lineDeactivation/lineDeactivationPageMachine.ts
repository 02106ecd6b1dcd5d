import { type ActorRefFrom, emit, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { PageEffect } from '../shared/page/pageEffects';
import type { DownloadedFile } from './deactivationContext';
import { deactivationHistoryMachine, EMPTY_HISTORY_QUERY } from './deactivationHistoryMachine';
import { deactivationMachine } from './deactivationMachine';

export type LineDeactivationPageEvent =
  | { type: 'deactivation.closed' }
  | ({ type: 'deactivation.downloaded' } & DownloadedFile);

/**
 * /line-deactivation as one chart: the deactivation flow and the history run as children; lines
 * closed reload the history, and a document the flow fetched goes to the browser as a download.
 */
export const lineDeactivationPageMachine = setup({
  types: {
    context: {} as { rights: PersonRights | undefined },
    events: {} as LineDeactivationPageEvent,
    input: {} as { rights: PersonRights | undefined },
    emitted: {} as PageEffect,
    children: {} as { flow: 'flow'; history: 'history' },
  },
  actors: {
    history: deactivationHistoryMachine,
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
  context: ({ input }) => ({ rights: input.rights }),
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
});

export type LineDeactivationPageRef = ActorRefFrom<typeof lineDeactivationPageMachine>;
