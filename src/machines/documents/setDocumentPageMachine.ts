import { type ActorRefFrom, emit, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PageEffect } from '../shared/page/pageEffects';
import { documentFormsMachine } from './documentFormsMachine';
import { uploadFailureEvent } from './uploadLogging';
import { type UploadFailureLog, uploadMachine } from './uploadMachine';

export type SetDocumentPageEvent =
  | { type: 'upload.finished' }
  | { type: 'upload.failed'; failure: UploadFailureLog };

/**
 * /set-document as one chart: the document set (forms) and the uploads run as children; an
 * upload round that finished reloads the forms (or retries them when they had failed to load),
 * and a thrown call of the insert flow is reported to analytics by the edge.
 */
export const setDocumentPageMachine = setup({
  types: {
    events: {} as SetDocumentPageEvent,
    emitted: {} as PageEffect,
    children: {} as { forms: 'forms'; upload: 'upload' },
  },
  actors: {
    forms: documentFormsMachine,
    // The upload child tells this page what happened; the page's chart decides what follows.
    upload: uploadMachine.provide({
      actions: {
        uploadsFinished: sendParent({ type: 'upload.finished' }),
        logRequestError: sendParent((_, failure: UploadFailureLog) => ({ type: 'upload.failed', failure })),
      },
    }),
  },
}).createMachine({
  id: 'setDocumentPage',
  entry: [spawnChild('forms', { id: 'forms' }), spawnChild('upload', { id: 'upload' })],
  on: {
    'upload.finished': {
      description: 'Uploads finished: the forms show what was stored (a failed list tries again).',
      actions: [sendTo('forms', { type: 'user.refresh' }), sendTo('forms', { type: 'user.retry' })],
    },
    'upload.failed': {
      description: 'Spec §8: a thrown call of the insert flow is logged as "API Request Error".',
      actions: emit(({ event }) => ({
        type: 'analytics' as const,
        event: uploadFailureEvent(event.failure),
      })),
    },
  },
});

export type SetDocumentPageRef = ActorRefFrom<typeof setDocumentPageMachine>;
