import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type InvoicesOverview, loadOverview } from './invoicesActors';

export interface InvoicesContext {
  overview: InvoicesOverview | undefined;
  /** The period the KTF and by-line sections show ('YYYY-MM'). */
  period: string;
  /** The invoice whose layout ("Fatura dökümü") is open. */
  layoutInvoiceNo: string | undefined;
  error: string | undefined;
}

export type InvoicesEvent =
  | { type: 'user.retry' }
  | { type: 'user.period'; period: string }
  | { type: 'user.tab.ktf' }
  | { type: 'user.tab.lines' }
  | { type: 'user.layout.open'; invoiceNo: string }
  | { type: 'user.layout.close' };

const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'UNKNOWN';
};

/**
 * /invoices: the current invoice and the last sixteen months load together; then the person
 * picks a period and looks at it by billing account (KTF) or by line, and opens one invoice's
 * layout. The period's sections are their own request/list machines, keyed by the period.
 */
export const invoicesMachine = setup({
  types: { context: {} as InvoicesContext, events: {} as InvoicesEvent },
  actors: {
    loadOverview: fromPromise<InvoicesOverview>(({ signal }) => loadOverview(signal)),
  },
  guards: {
    knownPeriod: ({ context, event }) => {
      assertEvent(event, 'user.period');
      return context.overview?.summary.months.some((m) => m.period === event.period) ?? false;
    },
  },
}).createMachine({
  id: 'invoices',
  context: { overview: undefined, period: '', layoutInvoiceNo: undefined, error: undefined },
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
      on: {
        'user.period': {
          guard: 'knownPeriod',
          actions: assign({ period: ({ event }) => event.period }),
        },
      },
      states: {
        section: {
          initial: 'ktf',
          states: {
            ktf: { tags: ['section:ktf'], on: { 'user.tab.lines': 'lines' } },
            lines: { tags: ['section:lines'], on: { 'user.tab.ktf': 'ktf' } },
          },
        },
        layout: {
          initial: 'closed',
          states: {
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
