import { type ActorRefFrom, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { callEndpoint, HttpError } from '../../actors/http';
import {
  INVOICE_PDF_CODES,
  INVOICE_PDF_ROWS,
  type InvoiceCopy,
  type InvoicePdfPermission,
} from '../../api/invoicePdf/types';
import { BODY_CODES } from '../../api/types';
import {
  downloadEffectOf,
  type InvoicePdfDownloadOutput,
  invoicePdfDownloadMachine,
} from '../shared/invoicePdf/invoicePdfDownloadMachine';
import type { PageEffect } from '../shared/page/pageEffects';

export interface ShowInvoicePdfInput {
  secretKey: string;
  copy: InvoiceCopy;
}

/** The invoice the link opens, as the page introduces it. */
export type LinkedInvoice = Pick<InvoicePdfPermission, 'invoiceNo' | 'companyName' | 'period' | 'totalKurus'>;

interface Context {
  secretKey: string;
  copy: InvoiceCopy;
  invoice: LinkedInvoice | undefined;
  savedAs: string | undefined;
  error: string | undefined;
}

type Events = { type: 'user.download' } | { type: 'user.retry' };

const codeOf = (error: unknown) => (error instanceof HttpError ? error.code : undefined);
const isLinkCode = (code: string | undefined, wanted: string) => code === wanted;

/** Said when a call failed without a message of its own. */
export const SHOW_INVOICE_FALLBACK = 'Fatura şu anda açılamadı. Lütfen biraz sonra tekrar deneyiniz.';

/**
 * The public /showinvoicepdf pages (spec §2, logged out, e.g. from an e-mail): the link's key is
 * checked first (validatePermission), so an expired or wrong link gets its own Turkish page and
 * never a file; a working one introduces its invoice and downloads the PDF on request through
 * the shared download child (a fresh permission each time: download keys live minutes, a page
 * may stay open for hours). The file the child reports is emitted as a `download` effect, which
 * the edge saves.
 */
export const showInvoicePdfMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ShowInvoicePdfInput,
    events: {} as Events,
    emitted: {} as PageEffect,
  },
  actors: {
    check: fromPromise<InvoicePdfPermission, { secretKey: string; copy: InvoiceCopy }>(({ input, signal }) =>
      callEndpoint(INVOICE_PDF_ROWS[input.copy].permission, { body: { secretKey: input.secretKey } }, signal),
    ),
    download: invoicePdfDownloadMachine,
  },
  guards: {
    linkExpired: (_, code: string | undefined) => isLinkCode(code, INVOICE_PDF_CODES.linkExpired),
    /** A key that is not ours, or not even shaped like one (the row's 400). */
    linkUnknown: (_, code: string | undefined) =>
      isLinkCode(code, INVOICE_PDF_CODES.linkNotFound) || isLinkCode(code, BODY_CODES.validation),
    saved: (_, output: InvoicePdfDownloadOutput) => output.status === 'saved',
  },
  actions: {
    /** The edge saves the file (usePageActor); the machine only names it. */
    saveFile: enqueueActions(({ enqueue }, output: InvoicePdfDownloadOutput) => {
      const effect = downloadEffectOf(output);
      if (effect) enqueue.emit(effect);
    }),
  },
}).createMachine({
  id: 'showInvoicePdf',
  context: ({ input }) => ({
    secretKey: input.secretKey,
    copy: input.copy,
    invoice: undefined,
    savedAs: undefined,
    error: undefined,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ secretKey: context.secretKey, copy: context.copy }),
        onDone: {
          target: 'ready',
          actions: assign({
            invoice: ({ event }) => ({
              invoiceNo: event.output.invoiceNo,
              companyName: event.output.companyName,
              period: event.output.period,
              totalKurus: event.output.totalKurus,
            }),
            error: undefined,
          }),
        },
        onError: [
          { guard: { type: 'linkExpired', params: ({ event }) => codeOf(event.error) }, target: 'expired' },
          { guard: { type: 'linkUnknown', params: ({ event }) => codeOf(event.error) }, target: 'unknown' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                event.error instanceof Error ? event.error.message : SHOW_INVOICE_FALLBACK,
            }),
          },
        ],
      },
    },
    ready: {
      tags: ['invoice'],
      on: {
        'user.download': { target: 'downloading', actions: assign({ error: undefined, savedAs: undefined }) },
      },
    },
    downloading: {
      tags: ['busy', 'invoice'],
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ copy: context.copy, target: { secretKey: context.secretKey } }),
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              assign({
                // The guard let only a saved file through; the check narrows the output's type.
                savedAs: ({ event }) => (event.output.status === 'saved' ? event.output.fileName : undefined),
              }),
              { type: 'saveFile', params: ({ event }) => event.output },
            ],
          },
          // The link ran out while the page was open.
          {
            guard: {
              type: 'linkExpired',
              params: ({ event }) => (event.output.status === 'failed' ? event.output.code : undefined),
            },
            target: 'expired',
          },
          {
            target: 'ready',
            actions: assign({
              error: ({ event }) => {
                const out = event.output;
                // The shell has shown a blob row's reason already; the page keeps a short note.
                return out.status === 'failed' && !out.shownByShell
                  ? (out.message ?? SHOW_INVOICE_FALLBACK)
                  : SHOW_INVOICE_FALLBACK;
              },
            }),
          },
        ],
        onError: { target: 'ready', actions: assign({ error: SHOW_INVOICE_FALLBACK }) },
      },
    },
    expired: { tags: ['linkDead'] },
    unknown: { tags: ['linkDead'] },
    failed: { on: { 'user.retry': { target: 'checking', actions: assign({ error: undefined }) } } },
  },
});

export type ShowInvoicePdfRef = ActorRefFrom<typeof showInvoicePdfMachine>;
