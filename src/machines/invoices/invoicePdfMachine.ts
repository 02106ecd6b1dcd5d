import { type ActorRefFrom, assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { InvoiceCopy } from '../../api/invoicePdf/types';
import {
  downloadEffectOf,
  type InvoicePdfDownloadOutput,
  invoicePdfDownloadMachine,
} from '../shared/invoicePdf/invoicePdfDownloadMachine';
import type { PageEffect } from '../shared/page/pageEffects';

export interface InvoicePdfInput {
  invoiceNo: string;
}

/** What the last download came to, for the line under the buttons. */
export type InvoicePdfResult =
  | { status: 'saved'; copy: InvoiceCopy; fileName: string }
  | { status: 'failed'; copy: InvoiceCopy; message: string };

/** Said when the call itself had no message, or a reply was neither file nor reason. */
export const INVOICE_PDF_FALLBACK = 'Fatura PDF’i indirilemedi. Lütfen tekrar deneyiniz.';

interface Context {
  invoiceNo: string;
  copy: InvoiceCopy | undefined;
  result: InvoicePdfResult | undefined;
}

type Events = { type: 'user.download'; copy: InvoiceCopy };

/** The person's result line: none when the shell already said why (spec §8 modal/notice). */
function resultOf(output: InvoicePdfDownloadOutput): InvoicePdfResult | undefined {
  if (output.status === 'saved') return { status: 'saved', copy: output.copy, fileName: output.fileName };
  if (output.shownByShell) return undefined;
  return { status: 'failed', copy: output.copy, message: output.message ?? INVOICE_PDF_FALLBACK };
}

/**
 * The invoice screens' two PDF buttons (operator's copy, GİB e-Arşiv copy): one download at a
 * time, each run by the shared download child (permission, then file); a file the child reports
 * is emitted as a `download` effect for the edge to save; the outcome stays under the buttons
 * until the next download.
 */
export const invoicePdfMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InvoicePdfInput,
    events: {} as Events,
    emitted: {} as PageEffect,
  },
  actors: { download: invoicePdfDownloadMachine },
  actions: {
    /** The edge saves the file (usePageActor); the machine only names it. */
    saveFile: enqueueActions(({ enqueue }, output: InvoicePdfDownloadOutput) => {
      const effect = downloadEffectOf(output);
      if (effect) enqueue.emit(effect);
    }),
  },
}).createMachine({
  id: 'invoicePdf',
  context: ({ input }) => ({ invoiceNo: input.invoiceNo, copy: undefined, result: undefined }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.download': {
          target: 'downloading',
          actions: assign(({ event }) => {
            assertEvent(event, 'user.download');
            return { copy: event.copy, result: undefined };
          }),
        },
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({
          copy: context.copy ?? 'STANDARD',
          target: { invoiceNo: context.invoiceNo },
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ result: ({ event }) => resultOf(event.output) }),
            { type: 'saveFile', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ context }) => ({
            result: {
              status: 'failed',
              copy: context.copy ?? 'STANDARD',
              message: INVOICE_PDF_FALLBACK,
            } as const,
          })),
        },
      },
    },
  },
});

export type InvoicePdfRef = ActorRefFrom<typeof invoicePdfMachine>;
