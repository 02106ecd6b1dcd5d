/**
 * One request form (/request-submitting/{pageName}): the served description loads, documents are
 * uploaded (checked against the slot's served rules first), viewed or deleted, and the filled
 * form is submitted; a request whose required documents are missing is not sent. After the
 * submit the page shows the reference. One call at a time, so a delete never races its upload.
 * An upload reports its progress (whole percents) and can be cancelled: the request is aborted,
 * the form is as before it, and the chosen file stays listed to be sent again.
 */
import { and, assertEvent, assign, emit, setup } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { checkFile, RULE_MESSAGES } from '../../api/requestSubmitting/rules';
import type { DemandForm, DemandSubmitted, UploadedDocument } from '../../api/requestSubmitting/types';
import { mayDo } from '../../lib/rights';
import type { PageEffect } from '../shared/page/pageEffects';
import {
  cancelledUpload,
  type PendingUpload,
  startedUpload,
  type UploadEvent,
  withPercent,
} from '../shared/upload';
import {
  deleteDocument,
  describeForm,
  submitDemand,
  type UploadInput,
  uploadDocument,
  type ViewedFile,
  viewDocument,
} from './requestActors';

export interface RequestFormContext {
  pageName: string;
  /** The person's rights (the session's rights child): sending needs the requestSubmitting group's Talep. */
  rights: PersonRights | undefined;
  form: DemandForm | undefined;
  documents: UploadedDocument[];
  /** The document type being uploaded, for the slot's "yükleniyor" state. */
  busyType: string | undefined;
  /** The upload running (its percent) or the last one cancelled (its file, to send again). */
  upload: PendingUpload | undefined;
  /** Per document type, why its file was refused (client rule or server answer). */
  fileErrors: Record<string, string>;
  error: string | undefined;
  submitted: DemandSubmitted | undefined;
}

export type RequestFormEvent =
  | { type: 'user.retry' }
  | { type: 'user.upload'; documentType: string; file: File }
  | { type: 'user.delete'; documentId: string }
  | { type: 'user.view'; documentId: string }
  | { type: 'user.submit'; values: Record<string, string | boolean> }
  | UploadEvent;

const slotOf = (context: RequestFormContext, documentType: string) =>
  context.form?.documents.find((d) => d.documentType === documentType);

/** The required slots without a document, as their Turkish refusals. */
export function missingDocuments(context: RequestFormContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const slot of context.form?.documents ?? [])
    if (slot.required && !context.documents.some((d) => d.documentType === slot.documentType))
      out[slot.documentType] = `${slot.title} yüklemeden talebi gönderemezsiniz.`;
  return out;
}

export const requestFormMachine = setup({
  types: {
    context: {} as RequestFormContext,
    events: {} as RequestFormEvent,
    input: {} as { pageName: string; rights: PersonRights | undefined },
    emitted: {} as PageEffect,
  },
  actors: { describeForm, uploadDocument, deleteDocument, viewDocument, submitDemand },
  actions: {
    /** The opened document, handed to the browser by the edge (usePageActor). */
    saveFile: emit((_, file: ViewedFile) => ({
      type: 'download' as const,
      blob: file.blob,
      fileName: file.fileName,
    })),
  },
  guards: {
    /** No request is sent without the group's Talep (issue 37): the form may still be read. */
    mayRequest: ({ context }) => mayDo(context.rights, 'requestSubmitting', 'request'),
    fileRefused: ({ context, event }) => {
      assertEvent(event, 'user.upload');
      const slot = slotOf(context, event.documentType);
      return !slot || checkFile(slot, event.file) !== undefined;
    },
    documentsMissing: ({ context }) => Object.keys(missingDocuments(context)).length > 0,
  },
}).createMachine({
  id: 'requestForm',
  context: ({ input }) => ({
    pageName: input.pageName,
    rights: input.rights,
    form: undefined,
    documents: [],
    busyType: undefined,
    upload: undefined,
    fileErrors: {},
    error: undefined,
    submitted: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'describeForm',
        src: 'describeForm',
        input: ({ context }) => ({ pageName: context.pageName }),
        onDone: { target: 'ready', actions: assign({ form: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
    ready: {
      tags: ['form'],
      on: {
        'user.upload': [
          {
            guard: 'fileRefused',
            actions: assign({
              fileErrors: ({ context, event }) => {
                const slot = slotOf(context, event.documentType);
                const why = slot ? checkFile(slot, event.file) : undefined;
                return {
                  ...context.fileErrors,
                  [event.documentType]: why ?? RULE_MESSAGES.fileEmpty('Belge'),
                };
              },
              // Another file chosen: the cancelled one is no longer what the person wants sent.
              upload: undefined,
            }),
          },
          {
            target: 'uploading',
            actions: assign({
              busyType: ({ event }) => event.documentType,
              upload: ({ event }) => startedUpload(event.documentType, event.file),
              fileErrors: ({ context, event }) => {
                const { [event.documentType]: _, ...rest } = context.fileErrors;
                return rest;
              },
              error: undefined,
            }),
          },
        ],
        'user.delete': { target: 'deleting', actions: assign({ error: undefined }) },
        'user.view': { target: 'viewing', actions: assign({ error: undefined }) },
        'user.submit': [
          {
            guard: and(['mayRequest', 'documentsMissing']),
            actions: assign({
              fileErrors: ({ context }) => ({ ...context.fileErrors, ...missingDocuments(context) }),
            }),
          },
          { guard: 'mayRequest', target: 'submitting', actions: assign({ error: undefined }) },
        ],
      },
    },
    uploading: {
      tags: ['form', 'busy', 'uploading'],
      on: {
        'upload.progress': {
          actions: assign({ upload: ({ context, event }) => withPercent(context.upload, event.percent) }),
        },
        // Leaving the state stops the actor, which aborts the request (src/actors/http).
        'user.cancelUpload': {
          target: 'ready',
          actions: assign({ upload: ({ context }) => cancelledUpload(context.upload), busyType: undefined }),
        },
      },
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context, event, self }): UploadInput => {
          assertEvent(event, 'user.upload');
          return {
            pageName: context.pageName,
            documentType: event.documentType,
            file: event.file,
            progressTo: self,
          };
        },
        onDone: {
          target: 'ready',
          actions: assign({
            documents: ({ context, event }) => [...context.documents, event.output],
            busyType: undefined,
            upload: undefined,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({
            fileErrors: ({ context, event }) => ({
              ...context.fileErrors,
              [context.busyType ?? '']: errorMessage(event.error),
            }),
            busyType: undefined,
            upload: undefined,
          }),
        },
      },
    },
    deleting: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'deleteDocument',
        src: 'deleteDocument',
        input: ({ event }) => {
          assertEvent(event, 'user.delete');
          return { documentId: event.documentId };
        },
        onDone: {
          target: 'ready',
          actions: assign({
            documents: ({ context, event }) =>
              context.documents.filter((d) => d.documentId !== event.output.documentId),
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    viewing: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'viewDocument',
        src: 'viewDocument',
        input: ({ context, event }) => {
          assertEvent(event, 'user.view');
          const doc = context.documents.find((d) => d.documentId === event.documentId);
          return { documentId: event.documentId, fileName: doc?.fileName ?? 'belge' };
        },
        onDone: { target: 'ready', actions: { type: 'saveFile', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    submitting: {
      tags: ['form', 'busy', 'submitting'],
      invoke: {
        id: 'submitDemand',
        src: 'submitDemand',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          return {
            pageName: context.pageName,
            values: event.values,
            documentIds: context.documents.map((d) => d.documentId),
          };
        },
        onDone: { target: 'done', actions: assign({ submitted: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { tags: ['done'] },
  },
});
