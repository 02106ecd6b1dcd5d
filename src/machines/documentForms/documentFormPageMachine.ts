/**
 * /document-form: the document forms of the company (documents feature's row) with, for each,
 * the request types that take it back as their document (the request menu's `formIds`), so the
 * page can offer "Doldurup gönder". Without the menu the forms still show, without that link.
 * Each form's blank PDF can be downloaded to fill in (saveFile, a download effect of the edge); the list
 * stays shown while a download runs or after one failed.
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { callEndpoint } from '../../actors/http';
import { errorMessage } from '../../actors/http/HttpError';
import type { DocumentFormId, DocumentFormList } from '../../api/documents/types';
import type { PageEffect } from '../shared/page/pageEffects';

export interface DocumentFormsPage {
  forms: DocumentFormList['forms'];
  /** formId → the request that takes the filled form: its page name and title. */
  sendBack: Record<string, { pageName: string; title: string }>;
}

/** A downloaded blank form: the file and the name to save it under. */
export interface FormTemplateFile {
  blob: Blob;
  fileName: string;
}

export interface DocumentFormPageContext {
  data: DocumentFormsPage | undefined;
  error: string | undefined;
  /** The form whose blank PDF is being fetched, so only its button says so. */
  downloading: DocumentFormId | undefined;
  /** Why the last download failed; the forms stay shown. */
  downloadError: string | undefined;
}

export type DocumentFormPageEvent =
  | { type: 'user.retry' }
  | { type: 'user.download'; formId: DocumentFormId };

async function loadPage(signal: AbortSignal): Promise<DocumentFormsPage> {
  const [list, menu] = await Promise.all([
    callEndpoint('documentForms', {}, signal),
    callEndpoint('requestSubmittingMenu', {}, signal).catch(() => undefined),
  ]);
  const sendBack: DocumentFormsPage['sendBack'] = {};
  for (const item of menu?.groups.flatMap((g) => g.items) ?? [])
    for (const formId of item.formIds) sendBack[formId] ??= { pageName: item.pageName, title: item.title };
  return { forms: list.forms, sendBack };
}

/** The name the response gave the file (a File from Content-Disposition), else one from the id. */
const nameOf = (blob: Blob, formId: DocumentFormId) => {
  const name = (blob as Partial<File>).name;
  return typeof name === 'string' && name.trim() !== '' ? name : `${formId.toLowerCase()}.pdf`;
};

export const documentFormPageMachine = setup({
  types: {
    context: {} as DocumentFormPageContext,
    events: {} as DocumentFormPageEvent,
    emitted: {} as PageEffect,
  },
  actors: {
    load: fromPromise<DocumentFormsPage>(({ signal }) => loadPage(signal)),
    downloadTemplate: fromPromise<FormTemplateFile, { formId: DocumentFormId }>(async ({ input, signal }) => {
      const blob = await callEndpoint('documentFormTemplate', { params: { formId: input.formId } }, signal);
      return { blob, fileName: nameOf(blob, input.formId) };
    }),
  },
  actions: {
    /** Writing a file to the person's disk is the browser's business: the edge (usePageActor) does it. */
    saveFile: emit((_, file: FormTemplateFile) => ({ type: 'download' as const, ...file })),
  },
}).createMachine({
  id: 'documentFormPage',
  context: { data: undefined, error: undefined, downloading: undefined, downloadError: undefined },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'loaded',
          actions: assign({ data: ({ event }) => event.output, error: undefined }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
    loaded: {
      tags: ['loaded'],
      on: {
        'user.download': {
          target: 'downloading',
          actions: assign({ downloading: ({ event }) => event.formId, downloadError: undefined }),
        },
      },
    },
    downloading: {
      tags: ['loaded', 'busy'],
      invoke: {
        id: 'downloadTemplate',
        src: 'downloadTemplate',
        input: ({ event }) => {
          assertEvent(event, 'user.download');
          return { formId: event.formId };
        },
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'saveFile', params: ({ event }) => event.output },
            assign({ downloading: undefined }),
          ],
        },
        onError: {
          target: 'loaded',
          actions: assign({
            downloading: undefined,
            downloadError: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
  },
});
