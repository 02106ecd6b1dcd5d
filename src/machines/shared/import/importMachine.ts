import { type AnyEventObject, assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ImportRow, ImportSpec, ReadFailure, SubmitResult } from '../../../lib/sheets/importTypes';
import { revalidateRow } from '../../../lib/sheets/validate';

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportContext {
  fileName: string;
  progress: ImportProgress;
  rows: ImportRow[];
  results: SubmitResult[];
  failure: ReadFailure | undefined;
  /** The last submit call failed as a whole (network, server); the rows stay for another try. */
  submitFailed: boolean;
}

/** What the `readFile` actor sends back while it reads (a worker's messages, translated). */
export type ReaderEvent =
  | { type: 'reader.progress'; done: number; total: number }
  | { type: 'reader.done'; rows: ImportRow[] }
  | { type: 'reader.failed'; failure: ReadFailure };

export type ImportEvent =
  | ReaderEvent
  | { type: 'user.pickFile'; file: File }
  | { type: 'user.cancel' }
  | { type: 'user.fixRow'; line: number; values: Record<string, string> }
  | { type: 'user.removeRow'; line: number }
  | { type: 'user.submit' }
  | { type: 'user.retryFailed' }
  | { type: 'user.restart' };

export interface ReadFileInput {
  file: File;
}

export interface SubmitRowsInput {
  rows: ImportRow[];
}

const EMPTY: Omit<ImportContext, 'fileName'> = {
  progress: { done: 0, total: 0 },
  rows: [],
  results: [],
  failure: undefined,
  submitFailed: false,
};

/**
 * A spreadsheet import: read (in the consumer's worker, with progress and cancel), review and
 * fix rows, submit, show each row's result. `readFile` and `submitRows` touch the world and come
 * in with `.provide({ actors })`; re-validating an edited row uses the spec's own validator.
 */
export function createImportMachine(spec: ImportSpec) {
  return setup({
    types: { context: {} as ImportContext, events: {} as ImportEvent },
    actors: {
      readFile: fromCallback<AnyEventObject, ReadFileInput>(() => {
        throw new Error('readFile must be provided');
      }),
      submitRows: fromPromise<SubmitResult[], SubmitRowsInput>(async () => {
        throw new Error('submitRows must be provided');
      }),
    },
    guards: {
      canSubmit: ({ context }) =>
        context.rows.length > 0 && context.rows.every((row) => row.errors.length === 0),
    },
    actions: {
      startFile: assign(({ event }) => {
        assertEvent(event, 'user.pickFile');
        return { ...EMPTY, fileName: event.file.name };
      }),
      reset: assign(() => ({ ...EMPTY, fileName: '' })),
      // What the page does once rows were sent (reload its list): nothing unless a spec's machine says.
      submitted: (_, _results: SubmitResult[]) => {},
      revalidateRow: assign(({ context, event }) => {
        assertEvent(event, 'user.fixRow');
        return { rows: revalidateRow(context.rows, event.line, event.values, spec) };
      }),
    },
  }).createMachine({
    id: 'import',
    context: { ...EMPTY, fileName: '' },
    initial: 'idle',
    on: { 'user.restart': { target: '.idle', actions: 'reset' } },
    states: {
      idle: {
        tags: ['idle'],
        on: { 'user.pickFile': { target: 'reading', actions: 'startFile' } },
      },
      reading: {
        tags: ['reading', 'busy'],
        invoke: {
          id: 'readFile',
          src: 'readFile',
          input: ({ event }) => {
            assertEvent(event, 'user.pickFile');
            return { file: event.file };
          },
          onError: {
            target: 'failed',
            actions: assign({ failure: { code: 'unreadable' } }),
          },
        },
        on: {
          'reader.progress': {
            actions: assign({ progress: ({ event }) => ({ done: event.done, total: event.total }) }),
          },
          'reader.done': { target: 'reviewing', actions: assign({ rows: ({ event }) => event.rows }) },
          'reader.failed': { target: 'failed', actions: assign({ failure: ({ event }) => event.failure }) },
          // Leaving the state stops the reader (the worker is told to cancel and ended).
          'user.cancel': { target: 'idle', actions: 'reset' },
        },
      },
      reviewing: {
        tags: ['reviewing'],
        on: {
          'user.fixRow': { actions: 'revalidateRow' },
          'user.removeRow': {
            actions: assign({
              rows: ({ context, event }) => context.rows.filter((row) => row.line !== event.line),
            }),
          },
          'user.submit': { guard: 'canSubmit', target: 'submitting' },
          'user.pickFile': { target: 'reading', actions: 'startFile' },
        },
      },
      submitting: {
        tags: ['submitting', 'busy'],
        entry: assign({ submitFailed: false }),
        invoke: {
          id: 'submitRows',
          src: 'submitRows',
          input: ({ context }) => ({ rows: context.rows }),
          onDone: {
            target: 'done',
            actions: [
              assign({ results: ({ event }) => event.output }),
              { type: 'submitted', params: ({ event }) => event.output },
            ],
          },
          onError: { target: 'reviewing', actions: assign({ submitFailed: true }) },
        },
      },
      done: {
        tags: ['done'],
        on: {
          // The rows the server refused go back to review, to be fixed and sent again.
          'user.retryFailed': {
            guard: ({ context }) => context.results.some((result) => !result.ok),
            target: 'reviewing',
            actions: assign(({ context }) => {
              const refused = new Set(context.results.filter((r) => !r.ok).map((r) => r.line));
              return { rows: context.rows.filter((row) => refused.has(row.line)), results: [] };
            }),
          },
        },
      },
      failed: {
        tags: ['failed'],
        on: { 'user.pickFile': { target: 'reading', actions: 'startFile' } },
      },
    },
  });
}

export type ImportMachine = ReturnType<typeof createImportMachine>;
