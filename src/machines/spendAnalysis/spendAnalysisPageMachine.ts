import { type ActorRefFrom, assign, emit, fromPromise, sendTo, setup, spawnChild } from 'xstate';
import { errorMessage } from '../../actors/http';
import type { SpendAlertId, SpendExportRequest, SpendSplit, SpendTable } from '../../api/spendAnalysis/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { type ExportedFile, exportSpendTable } from './spendAnalysisActors';
import {
  FIRST_LINE_QUERY,
  SPEND_LINE_PAGE_SIZE,
  spendAlertsMachine,
  spendLinesLoader,
  spendLinesMachine,
  spendSummaryMachine,
} from './spendTablesMachine';

/** Where a line is shown (the header search opens a line there too). */
export const linePagePath = (msisdn: string) => `/update-product-user?msisdn=${msisdn}`;

export const FIRST_SPLIT: SpendSplit = 'PRODUCT_TYPE';

export interface SpendPageContext {
  split: SpendSplit;
  /** The alert whose lines are listed; none until the person picks one. */
  alert: SpendAlertId | null;
  /** The table being made into a file, and in which format. */
  exporting: { table: SpendTable; format: SpendExportRequest['format'] } | null;
  /** The last export that failed: its table and why. */
  exportError: { table: SpendTable; message: string } | null;
  /** Whether the lines' table has been asked for (the person came near it). */
  linesAsked: boolean;
}

export type SpendPageEvent =
  | { type: 'user.split'; split: SpendSplit }
  | { type: 'user.alert'; alert: SpendAlertId | null }
  | { type: 'user.openLine'; msisdn: string }
  | { type: 'user.reachLines' }
  | { type: 'user.export'; table: SpendTable; format: SpendExportRequest['format'] };

/**
 * /harcama-analizi as one chart: the spend by split and the alerts load as children at once, the
 * lines' usage and charge when the person comes near their table; this page holds the split, the chosen alert and the exports, and sends the
 * person to a line's page from an alert.
 */
export const spendAnalysisPageMachine = setup({
  types: {
    context: {} as SpendPageContext,
    events: {} as SpendPageEvent,
    emitted: {} as PageEffect,
    children: {} as { summary: 'summary'; lines: 'lines'; alerts: 'alerts' },
  },
  actors: {
    summary: spendSummaryMachine,
    lines: spendLinesMachine.provide({ actors: { loadPage: spendLinesLoader } }),
    alerts: spendAlertsMachine,
    exportTable: fromPromise<ExportedFile, SpendExportRequest>(({ input, signal }) =>
      exportSpendTable(input, signal),
    ),
  },
}).createMachine({
  id: 'spendAnalysisPage',
  context: { split: FIRST_SPLIT, alert: null, exporting: null, exportError: null, linesAsked: false },
  entry: [
    spawnChild('summary', { id: 'summary', input: FIRST_SPLIT }),
    spawnChild('alerts', { id: 'alerts', input: undefined }),
  ],
  on: {
    'user.reachLines': {
      description:
        'The person came near the lines’ table: its first page is asked for then, once (the first ' +
        'screen does not show it: issue 40, the page’s first load); the list pages, sorts and ' +
        'searches on the server.',
      guard: ({ context }) => !context.linesAsked,
      actions: [
        assign({ linesAsked: true }),
        spawnChild('lines', {
          id: 'lines',
          input: { query: FIRST_LINE_QUERY, pageSize: SPEND_LINE_PAGE_SIZE },
        }),
      ],
    },
    'user.split': {
      description: 'Another split: the spend table and chart load it (the view offers it once loaded).',
      guard: ({ context, event }) => event.split !== context.split,
      actions: [
        assign({ split: ({ event }) => event.split }),
        sendTo('summary', ({ event }) => ({ type: 'user.refresh' as const, input: event.split })),
      ],
    },
    'user.alert': {
      description: 'An alert picked (or put away): its rule and lines are listed.',
      actions: assign({ alert: ({ event }) => event.alert }),
    },
    'user.openLine': {
      description: 'A line of an alert opened: on to the line’s page.',
      actions: emit(({ event }) => ({ type: 'navigate' as const, to: linePagePath(event.msisdn) })),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.export': {
          target: 'exporting',
          actions: assign({
            exporting: ({ event }) => ({ table: event.table, format: event.format }),
            exportError: null,
          }),
        },
      },
    },
    exporting: {
      description: 'One table is being made into a file; another export waits until it is saved.',
      tags: ['exporting'],
      invoke: {
        id: 'exportTable',
        src: 'exportTable',
        input: ({ context }) => ({
          table: context.exporting?.table ?? 'SUMMARY',
          format: context.exporting?.format ?? 'xlsx',
          split: context.split,
        }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ event }) => ({
              type: 'download' as const,
              blob: event.output.blob,
              fileName: event.output.fileName,
            })),
            assign({ exporting: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            exportError: ({ context, event }) => ({
              table: context.exporting?.table ?? 'SUMMARY',
              message: errorMessage(event.error),
            }),
            exporting: null,
          }),
        },
      },
    },
  },
});

export type SpendAnalysisPageRef = ActorRefFrom<typeof spendAnalysisPageMachine>;
export type SpendLinesRef = ActorRefFrom<typeof spendLinesMachine>;
