import {
  type ActorRefFrom,
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  sendParent,
  setup,
} from 'xstate';
import {
  downloadEffectOf,
  type InvoicePdfDownloadOutput,
} from '../shared/invoicePdf/invoicePdfDownloadMachine';
import type { PageEffect } from '../shared/page/pageEffects';
import { invoiceLayoutMachine } from './invoiceLayoutMachine';
import { invoicePdfMachine } from './invoicePdfMachine';
import { type InvoicesOverview, loadOverview } from './invoicesActors';
import { ktfTotalsMachine } from './ktfTotalsMachine';
import { lineChargesSectionMachine } from './lineChargesSectionMachine';

export interface InvoicesContext {
  overview: InvoicesOverview | undefined;
  /** The period the KTF and by-line sections show ('YYYY-MM'). */
  period: string;
  /** The invoice whose layout ("Fatura dökümü") is open. */
  layoutInvoiceNo: string | undefined;
  /** The invoice the address asked for (?fatura=, a search hit): opened once the page is ready. */
  asked: string | undefined;
  error: string | undefined;
}

export type InvoicesEvent =
  | { type: 'user.retry' }
  | { type: 'user.period'; period: string }
  | { type: 'user.tab.ktf' }
  | { type: 'user.tab.lines' }
  | { type: 'user.layout.open'; invoiceNo: string }
  | { type: 'user.layout.close' }
  /** A PDF button's download ended (a child of this page). */
  | { type: 'pdf.done'; output: InvoicePdfDownloadOutput };

const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'UNKNOWN';
};

/** The id of the PDF buttons' child of one current invoice. */
export const pdfChildId = (invoiceNo: string) => `pdf.${invoiceNo}`;

/** The children a view reads; their ids are partly dynamic (one PDF child per current invoice). */
export const invoicesChildren = {
  ktf: (s: { children: Record<string, unknown> }) =>
    s.children.ktf as ActorRefFrom<typeof ktfTotalsMachine> | undefined,
  lines: (s: { children: Record<string, unknown> }) =>
    s.children.lines as ActorRefFrom<typeof lineChargesSectionMachine> | undefined,
  layout: (s: { children: Record<string, unknown> }) =>
    s.children.layout as ActorRefFrom<typeof invoiceLayoutMachine> | undefined,
  layoutPdf: (s: { children: Record<string, unknown> }) =>
    s.children.layoutPdf as ActorRefFrom<typeof invoicePdfMachine> | undefined,
  pdf: (s: { children: Record<string, unknown> }, invoiceNo: string) =>
    s.children[pdfChildId(invoiceNo)] as ActorRefFrom<typeof invoicePdfMachine> | undefined,
};

/**
 * /invoices: the current invoice and the last sixteen months load together; then the person
 * picks a period and looks at it by billing account (KTF) or by line, and opens one invoice's
 * layout. Each section is a child running while its tab shows, started again for another period;
 * the layout dialog's request and PDF buttons are children while it is open; each current
 * invoice has its PDF buttons' child. A file a PDF child fetched goes to the browser as a download.
 */
export const invoicesMachine = setup({
  types: {
    context: {} as InvoicesContext,
    events: {} as InvoicesEvent,
    input: {} as { invoiceNo?: string | undefined } | undefined,
    emitted: {} as PageEffect,
  },
  actors: {
    loadOverview: fromPromise<InvoicesOverview>(({ signal }) => loadOverview(signal)),
    ktf: ktfTotalsMachine,
    lines: lineChargesSectionMachine,
    layout: invoiceLayoutMachine,
    // A PDF child tells this page its download ended; the page's chart hands the file on.
    pdf: invoicePdfMachine.provide({
      actions: {
        saveFile: sendParent((_, output: InvoicePdfDownloadOutput) => ({
          type: 'pdf.done' as const,
          output,
        })),
      },
    }),
  },
  actions: {
    setPeriod: assign({
      period: ({ event }) => {
        assertEvent(event, 'user.period');
        return event.period;
      },
    }),
  },
  guards: {
    askedForInvoice: ({ context }) => Boolean(context.asked),
    knownPeriod: ({ context, event }) => {
      assertEvent(event, 'user.period');
      return context.overview?.summary.months.some((m) => m.period === event.period) ?? false;
    },
  },
}).createMachine({
  id: 'invoices',
  context: ({ input }) => ({
    overview: undefined,
    period: '',
    layoutInvoiceNo: undefined,
    asked: input?.invoiceNo || undefined,
    error: undefined,
  }),
  on: {
    'pdf.done': {
      description: 'A PDF download ended: a file goes to the browser (a refusal stays under its buttons).',
      actions: enqueueActions(({ enqueue, event }) => {
        const effect = downloadEffectOf(event.output);
        if (effect) enqueue.emit(effect);
      }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: {
          target: 'ready',
          actions: assign({
            overview: ({ event }) => event.output,
            period: ({ event }) => event.output.current.period,
            error: undefined,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorCode(event.error) }) },
      },
    },
    failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
    ready: {
      type: 'parallel',
      // Each current invoice's PDF buttons, for as long as the page shows it.
      entry: enqueueActions(({ context, enqueue }) => {
        for (const invoice of context.overview?.current.invoices ?? [])
          enqueue.spawnChild('pdf', {
            id: pdfChildId(invoice.invoiceNo),
            input: { invoiceNo: invoice.invoiceNo },
          });
      }),
      states: {
        section: {
          initial: 'ktf',
          states: {
            ktf: {
              tags: ['section:ktf'],
              invoke: { id: 'ktf', src: 'ktf', input: ({ context }) => context.period },
              on: {
                'user.tab.lines': 'lines',
                'user.period': {
                  description: 'Another period: the section starts again on it.',
                  guard: 'knownPeriod',
                  target: 'ktf',
                  reenter: true,
                  actions: 'setPeriod',
                },
              },
            },
            lines: {
              tags: ['section:lines'],
              invoke: { id: 'lines', src: 'lines', input: ({ context }) => ({ period: context.period }) },
              on: {
                'user.tab.ktf': 'ktf',
                'user.period': {
                  description: 'Another period: the section starts again on it.',
                  guard: 'knownPeriod',
                  target: 'lines',
                  reenter: true,
                  actions: 'setPeriod',
                },
              },
            },
          },
        },
        layout: {
          initial: 'routing',
          states: {
            routing: {
              description:
                'An invoice asked for by the address opens its layout at once (once: closing it stays closed); ' +
                'one the company does not have says so in the dialog, as the server words it.',
              always: [
                {
                  guard: 'askedForInvoice',
                  target: 'open',
                  actions: assign({ layoutInvoiceNo: ({ context }) => context.asked, asked: undefined }),
                },
                { target: 'closed' },
              ],
            },
            closed: {
              on: {
                'user.layout.open': {
                  target: 'open',
                  actions: assign({ layoutInvoiceNo: ({ event }) => event.invoiceNo }),
                },
              },
            },
            open: {
              tags: ['layout'],
              // The dialog's request and its PDF buttons start with it and stop when it closes.
              invoke: [
                { id: 'layout', src: 'layout', input: ({ context }) => context.layoutInvoiceNo ?? '' },
                {
                  id: 'layoutPdf',
                  src: 'pdf',
                  input: ({ context }) => ({ invoiceNo: context.layoutInvoiceNo ?? '' }),
                },
              ],
              on: {
                'user.layout.close': { target: 'closed', actions: assign({ layoutInvoiceNo: undefined }) },
              },
            },
          },
        },
      },
    },
  },
});

export type InvoicesRef = ActorRefFrom<typeof invoicesMachine>;
