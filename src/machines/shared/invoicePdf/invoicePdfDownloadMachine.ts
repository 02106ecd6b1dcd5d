import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate';
import { callEndpoint, HttpError } from '../../../actors/http';
import {
  INVOICE_PDF_ROWS,
  type InvoiceCopy,
  type InvoicePdfPermission,
  type InvoicePdfPermissionRequest,
} from '../../../api/invoicePdf/types';
import type { DownloadEffect } from '../page/pageEffects';

/** Whose invoice: a number of the session's company, or a public link's secret key (logged out). */
export type InvoicePdfTarget = { invoiceNo: string } | { secretKey: string };

export interface InvoicePdfDownloadInput {
  copy: InvoiceCopy;
  target: InvoicePdfTarget;
}

/** The file to save: the Blob the call answered and the name to give it. */
export interface DownloadedInvoicePdf {
  blob: Blob;
  fileName: string;
}

export type InvoicePdfDownloadOutput =
  /** `blob`: the file itself, for the caller to hand to the edge as a download effect. */
  | { status: 'saved'; copy: InvoiceCopy; fileName: string; blob: Blob }
  /**
   * `code`: the body code, so a public page tells an expired link from a broken one.
   * `shownByShell`: the HTTP layer already told the person (spec §8); the page must not repeat it.
   */
  | {
      status: 'failed';
      copy: InvoiceCopy;
      code: string | undefined;
      message: string | undefined;
      shownByShell: boolean;
    };

/** The edge's download of a saved file (a parent emits it); none for a failure. */
export const downloadEffectOf = (output: InvoicePdfDownloadOutput): DownloadEffect | undefined =>
  output.status === 'saved' ? { type: 'download', blob: output.blob, fileName: output.fileName } : undefined;

interface Context {
  copy: InvoiceCopy;
  target: InvoicePdfTarget;
  grant: InvoicePdfPermission | undefined;
  /** The file the call answered, until the machine ends and reports it to its caller. */
  file: DownloadedInvoicePdf | undefined;
  code: string | undefined;
  error: string | undefined;
  shownByShell: boolean;
  /** What the caller learns; each final state's entry sets it (a failure until then). */
  outcome: InvoicePdfDownloadOutput;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/** The name the response gave the file (a File), else one made of the invoice number. */
export function invoicePdfFileName(output: Blob, copy: InvoiceCopy, invoiceNo: string): string {
  const name = (output as Partial<File>).name;
  if (typeof name === 'string' && name.trim() !== '') return name;
  return `${copy === 'GIB' ? 'e-arsiv-fatura' : 'fatura'}-${invoiceNo}.pdf`;
}

const failureOf = (error: unknown, inline: boolean) => ({
  code: error instanceof HttpError ? error.code : undefined,
  error: error instanceof Error ? error.message : undefined,
  // The permission rows are inline: the shell speaks only for a lost session (401) or a 403.
  // The file rows are blob rows: every failure but an abort was announced by the shell.
  shownByShell:
    error instanceof HttpError &&
    (inline ? error.httpStatus === 401 || error.httpStatus === 403 : error.code !== 'aborted'),
});

/**
 * One invoice PDF download (spec §3 show-invoice state: validatePermission, then invoicePdf):
 * the copy's permission call answers a short-lived download key, the copy's PDF call spends it
 * for the file, which the machine's output reports to its parent; the parent page emits it as a
 * `download` effect for the edge to save (a machine never touches the browser).
 * Shared by the invoice screens' buttons and the public /showinvoicepdf pages.
 */
export const invoicePdfDownloadMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InvoicePdfDownloadInput,
    output: {} as InvoicePdfDownloadOutput,
  },
  actors: {
    permission: fromPromise<InvoicePdfPermission, { copy: InvoiceCopy; body: InvoicePdfPermissionRequest }>(
      ({ input, signal }) =>
        callEndpoint(INVOICE_PDF_ROWS[input.copy].permission, { body: input.body }, signal),
    ),
    file: fromPromise<Blob, { copy: InvoiceCopy; downloadKey: string }>(({ input, signal }) =>
      callEndpoint(INVOICE_PDF_ROWS[input.copy].file, { body: { downloadKey: input.downloadKey } }, signal),
    ),
  },
  guards: {
    isFile: (_, output: Blob) => isBlob(output),
  },
}).createMachine({
  id: 'invoicePdfDownload',
  context: ({ input }) => ({
    copy: input.copy,
    target: input.target,
    grant: undefined,
    file: undefined,
    code: undefined,
    error: undefined,
    shownByShell: false,
    outcome: { status: 'failed', copy: input.copy, code: undefined, message: undefined, shownByShell: false },
  }),
  initial: 'authorizing',
  states: {
    authorizing: {
      tags: ['busy'],
      invoke: {
        id: 'permission',
        src: 'permission',
        input: ({ context }) => ({ copy: context.copy, body: context.target }),
        onDone: { target: 'fetching', actions: assign({ grant: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error, true)) },
      },
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'file',
        src: 'file',
        input: ({ context }) => ({ copy: context.copy, downloadKey: context.grant?.downloadKey ?? '' }),
        onDone: [
          {
            guard: { type: 'isFile', params: ({ event }) => event.output },
            target: 'saved',
            actions: assign(({ context, event }) => ({
              file: {
                blob: event.output,
                fileName: invoicePdfFileName(event.output, context.copy, context.grant?.invoiceNo ?? ''),
              },
            })),
          },
          // Code "0" without a file: nothing the person can act on was said.
          { target: 'failed', actions: assign({ code: undefined, error: undefined, shownByShell: false }) },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error, false)) },
      },
    },
    saved: {
      type: 'final',
      entry: assign({
        outcome: ({ context }): InvoicePdfDownloadOutput => ({
          status: 'saved',
          copy: context.copy,
          fileName: context.file?.fileName ?? '',
          blob: context.file?.blob ?? new Blob([]),
        }),
      }),
    },
    failed: {
      type: 'final',
      entry: assign({
        outcome: ({ context }): InvoicePdfDownloadOutput => ({
          status: 'failed',
          copy: context.copy,
          code: context.code,
          message: context.error,
          shownByShell: context.shownByShell,
        }),
      }),
    },
  },
  // Typed from the context (the final states' entry set it), not from the untyped done event.
  output: ({ context }) => context.outcome,
});

export type InvoicePdfDownloadRef = ActorRefFrom<typeof invoicePdfDownloadMachine>;
