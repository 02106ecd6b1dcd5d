import { assign, fromPromise, setup } from 'xstate';
import { callEndpoint, errorMessage, httpActor } from '../../actors/http';
import type {
  DocumentFileStoreResult,
  DocumentFormId,
  DocumentInsertResult,
} from '../../api/documents/types';
import {
  insertAcceptsFile,
  type SelectedUpload,
  toBase64,
  type UploadRejection,
  type UploadResult,
  uploadMimeType,
  uploadRejection,
} from './uploadRules';

export interface UploadContext {
  /** The selected uploads of spec §4: appended, removed by index, reset. */
  files: SelectedUpload[];
  rejection: UploadRejection | undefined;
  /** The file the insert flow is at. */
  index: number;
  documentId: string | undefined;
  results: UploadResult[];
}

export type UploadEvent =
  | { type: 'user.add'; formId: DocumentFormId; file: File }
  | { type: 'user.remove'; index: number }
  | { type: 'user.reset' }
  | { type: 'user.submit' }
  | { type: 'user.continue' };

/** What the insert flow logs when a call throws: the call's message and the file's name. */
export interface UploadFailureLog {
  errorMessage: string;
  fileName: string | undefined;
}

const failureLog = (context: UploadContext, error: unknown): UploadFailureLog => ({
  errorMessage: errorMessage(error),
  fileName: context.files[context.index]?.fileName,
});

/**
 * The document-set uploads (/set-document): the person collects files per document, then each
 * file runs the insert-document flow of spec §4 in turn: insert first, the file-store update
 * only when the insert answered the string "200", and a thrown call is logged, never shown as
 * a message of its own (the rows are silent); the file's row in the results says it failed.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
  },
  actors: {
    insertDocument: httpActor('documentInsert'),
    storeFile: fromPromise<DocumentFileStoreResult, { documentId: string; file: Blob }>(
      async ({ input, signal }) =>
        callEndpoint(
          'documentFileStoreUpdate',
          {
            params: { documentId: input.documentId },
            body: { content: toBase64(new Uint8Array(await input.file.arrayBuffer())) },
          },
          signal,
        ),
    ),
  },
  actions: {
    append: assign(({ context }, file: SelectedUpload) => ({
      files: [...context.files, file],
      rejection: undefined,
    })),
    reject: assign((_, rejection: UploadRejection | undefined) => ({ rejection })),
    removeAt: assign(({ context }, index: number) => ({
      files: context.files.filter((_, i) => i !== index),
      rejection: undefined,
    })),
    clearSelection: assign({ files: [], rejection: undefined }),
    startUpload: assign({ index: 0, results: [], documentId: undefined, rejection: undefined }),
    rememberDocument: assign((_, result: DocumentInsertResult) => ({ documentId: result.documentId })),
    record: assign(({ context }, outcome: { stored: boolean; message?: string; reason?: 'notStored' }) => {
      const file = context.files[context.index];
      const result: UploadResult = {
        fileName: file?.fileName ?? '',
        formId: file?.formId ?? 'ONLINE_TRANSACTION_CONTRACT',
        stored: outcome.stored,
        ...(outcome.message ? { message: outcome.message } : {}),
        ...(outcome.reason ? { reason: outcome.reason } : {}),
      };
      return { results: [...context.results, result], index: context.index + 1, documentId: undefined };
    }),
    /**
     * Spec §8: the insert flow logs "API Request Error" on exception. The analytics sink is an
     * effect: the page (setDocumentPageMachine.ts) takes it over and emits it.
     */
    logRequestError: (_, _failure: UploadFailureLog) => {
      throw new Error('logRequestError must be provided');
    },
    /** Files that failed stay selected for another try; the stored ones leave the list. */
    keepFailed: assign(({ context }) => ({
      files: context.files.filter((_, i) => context.results[i]?.stored !== true),
      results: [],
      index: 0,
    })),
    /** Provided by the page (setDocumentPageMachine.ts): the document list reloads to show what was stored. */
    uploadsFinished: () => {
      throw new Error('uploadsFinished must be provided');
    },
  },
  guards: {
    acceptable: ({ context }, file: File) => uploadRejection(file, context.files.length) === undefined,
    hasIndex: ({ context }, index: number) => index >= 0 && index < context.files.length,
    hasFiles: ({ context }) => context.files.length > 0,
    insertAcceptsFile: (_, result: DocumentInsertResult) => insertAcceptsFile(result),
    moreFiles: ({ context }) => context.index < context.files.length,
  },
}).createMachine({
  id: 'documentUpload',
  context: { files: [], rejection: undefined, index: 0, documentId: undefined, results: [] },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'user.add': [
          {
            guard: { type: 'acceptable', params: ({ event }) => event.file },
            actions: {
              type: 'append',
              params: ({ event }) => ({
                formId: event.formId,
                fileName: event.file.name,
                mimeType: uploadMimeType(event.file) ?? 'application/pdf',
                sizeBytes: event.file.size,
                file: event.file,
              }),
            },
          },
          {
            actions: {
              type: 'reject',
              params: ({ context, event }) => uploadRejection(event.file, context.files.length),
            },
          },
        ],
        'user.remove': {
          guard: { type: 'hasIndex', params: ({ event }) => event.index },
          actions: { type: 'removeAt', params: ({ event }) => event.index },
        },
        'user.reset': { guard: 'hasFiles', actions: 'clearSelection' },
        'user.submit': { guard: 'hasFiles', target: 'uploading', actions: 'startUpload' },
      },
    },
    uploading: {
      tags: ['busy'],
      initial: 'inserting',
      states: {
        inserting: {
          description: 'First payload: the record of the document, without its file.',
          invoke: {
            id: 'insertDocument',
            src: 'insertDocument',
            input: ({ context }) => {
              const file = context.files[context.index]!;
              return {
                body: {
                  formId: file.formId,
                  fileName: file.fileName,
                  mimeType: file.mimeType,
                  sizeBytes: file.sizeBytes,
                },
              };
            },
            onDone: [
              {
                guard: { type: 'insertAcceptsFile', params: ({ event }) => event.output },
                target: 'storingFile',
                actions: { type: 'rememberDocument', params: ({ event }) => event.output },
              },
              {
                target: 'nextFile',
                actions: { type: 'record', params: { stored: false, reason: 'notStored' } },
              },
            ],
            onError: {
              target: 'nextFile',
              actions: [
                {
                  type: 'logRequestError',
                  params: ({ context, event }) => failureLog(context, event.error),
                },
                {
                  type: 'record',
                  params: ({ event }) => ({
                    stored: false,
                    message: errorMessage(event.error),
                  }),
                },
              ],
            },
          },
        },
        storingFile: {
          description: 'Second payload: the file itself, for the record the insert made.',
          invoke: {
            id: 'storeFile',
            src: 'storeFile',
            input: ({ context }) => ({
              documentId: context.documentId ?? '',
              file: context.files[context.index]!.file,
            }),
            onDone: { target: 'nextFile', actions: { type: 'record', params: { stored: true } } },
            onError: {
              target: 'nextFile',
              actions: [
                {
                  type: 'logRequestError',
                  params: ({ context, event }) => failureLog(context, event.error),
                },
                {
                  type: 'record',
                  params: ({ event }) => ({
                    stored: false,
                    message: errorMessage(event.error),
                  }),
                },
              ],
            },
          },
        },
        nextFile: {
          always: [{ guard: 'moreFiles', target: 'inserting' }, { target: '#documentUpload.finished' }],
        },
      },
    },
    finished: {
      tags: ['finished'],
      entry: 'uploadsFinished',
      on: { 'user.continue': { target: 'editing', actions: 'keepFailed' } },
    },
  },
});
