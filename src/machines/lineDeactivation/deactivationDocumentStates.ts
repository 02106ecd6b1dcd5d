import { assertEvent, assign } from 'xstate';
import type { DeactivationDocument } from '../../api/lineDeactivation/types';
import { cancelledUpload, withPercent } from '../shared/upload';
import type { UploadInput } from './deactivationContext';
import { deactivationSetup, failureOf } from './deactivationSetup';
import { appendDocument, removeDocumentAt } from './documentRules';

/**
 * The details step's calls on its documents (deactivationMachine.ts places them): an upload with
 * its progress and cancel, a removal and a download; each goes back to the details step.
 */

export const uploadingState = deactivationSetup.createStateConfig({
  description: 'One file going up, its share sent in whole percents; the person may cancel it.',
  tags: ['busy', 'step:details'],
  on: {
    'upload.progress': {
      actions: assign({ upload: ({ context, event }) => withPercent(context.upload, event.percent) }),
    },
    // Leaving the state stops the actor, which aborts the request (src/actors/http).
    'user.cancelUpload': {
      target: 'details',
      actions: assign({ upload: ({ context }) => cancelledUpload(context.upload) }),
    },
  },
  invoke: {
    id: 'upload',
    src: 'upload',
    input: ({ event, self }): UploadInput => {
      assertEvent(event, 'document.upload');
      return { documentType: event.documentType, file: event.file, progressTo: self };
    },
    onDone: {
      target: 'details',
      actions: assign({
        documents: ({ context, event }) => appendDocument(context.documents, event.output),
        upload: undefined,
      }),
    },
    onError: {
      target: 'details',
      actions: [{ type: 'storeFailure', params: failureOf }, assign({ upload: undefined })],
    },
  },
});

export const removingDocumentState = deactivationSetup.createStateConfig({
  tags: ['busy', 'step:details'],
  entry: assign({ failure: undefined }),
  invoke: {
    id: 'removeDocument',
    src: 'removeDocument',
    input: ({ context, event }) => {
      assertEvent(event, 'document.remove');
      return { documentId: context.documents[event.index]?.documentId ?? '', index: event.index };
    },
    onDone: {
      target: 'details',
      actions: assign({
        documents: ({ context, event }) => removeDocumentAt(context.documents, event.output.index),
      }),
    },
    onError: { target: 'details', actions: { type: 'storeFailure', params: failureOf } },
  },
});

export const downloadingState = deactivationSetup.createStateConfig({
  tags: ['busy', 'step:details'],
  entry: assign({ failure: undefined }),
  invoke: {
    id: 'download',
    src: 'download',
    input: ({ context, event }) => {
      assertEvent(event, 'document.download');
      return context.documents[event.index] as DeactivationDocument;
    },
    onDone: {
      target: 'details',
      actions: { type: 'downloaded', params: ({ event }) => event.output },
    },
    onError: { target: 'details', actions: { type: 'storeFailure', params: failureOf } },
  },
});
