import { assign, fromPromise, type SnapshotFrom, setup, spawnChild } from 'xstate';
import { callEndpoint } from '../../actors/http';
import { errorMessage } from '../../actors/http/HttpError';
import {
  TARIFF_OTP_PURPOSE,
  type TariffCanDo,
  type TariffJob,
  type TariffMove,
} from '../../api/tariff/types';
import type { ImportRow } from '../../lib/sheets/importTypes';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { pickLinesMachine } from '../shared/linePicker/pickLines';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import { tariffBulkImportMachine } from './tariffBulkImport';
import { TARIFF_PICKER_INPUT, tariffPickerLogic } from './tariffPicker';

export interface BulkInput {
  /** Made at the edge (the page): the OTP's reference and the job's request id. */
  requestId: string;
}

export interface BulkContext {
  requestId: string;
  moves: TariffMove[];
  check: TariffCanDo | undefined;
  transactionId: string | undefined;
  failure: string | undefined;
  job: TariffJob | undefined;
}

export type BulkEvent =
  | { type: 'lines.chosen'; moves: TariffMove[] }
  | { type: 'user.confirm' }
  | { type: 'user.restart' };

/** The bulk change's calls. */
const tariffBulkActors = {
  check: fromPromise<TariffCanDo, { items: TariffMove[] }>(({ input, signal }) =>
    callEndpoint('tariffCanDoList', { body: input }, signal),
  ),
  start: fromPromise<TariffJob, { requestId: string; items: TariffMove[]; transactionId: string }>(
    ({ input, signal }) => callEndpoint('tariffBulkChange', { body: input }, signal),
  ),
};

const movesOf = (snapshot: SnapshotFrom<typeof tariffBulkImportMachine>): TariffMove[] =>
  (snapshot.context.rows as ImportRow[]).map((row) => ({
    msisdn: row.values.msisdn ?? '',
    tariff: row.values.tariff ?? '',
  }));

const jobOf = ({ event }: { event: { output: TariffJob } }) => event.output;

/** Confirm the request with the SMS code (reference: the request id), then start the job. */
const start = confirmedWrite({
  code: {
    purpose: TARIFF_OTP_PURPOSE,
    reference: (context: BulkContext) => context.requestId,
    tags: ['step:summary'],
    back: { target: 'review' },
  },
  writeState: 'starting',
  write: {
    src: 'start',
    tags: ['busy', 'step:summary'],
    input: (context, transactionId) => ({
      requestId: context.requestId,
      items: context.moves,
      transactionId,
    }),
  },
  written: {
    target: 'started',
    actions: [
      { type: 'storeJob', params: jobOf },
      { type: 'jobStarted', params: jobOf },
    ],
  },
  // The row's modal says why; the summary stays for another try with a new code.
  writeFailed: {
    target: 'review',
    actions: [{ type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error }],
  },
});

/**
 * /tariff-package/bulk: a spreadsheet of lines and target tariffs (the import kit as a child),
 * the can-do check (each refused line with its reason, the monthly difference of the rest),
 * the SMS code (reference = the request id), then the job; `jobStarted` takes the person to it.
 */
export const tariffBulkMachine = setup({
  types: { context: {} as BulkContext, events: {} as BulkEvent, input: {} as BulkInput },
  actors: {
    fileImport: tariffBulkImportMachine,
    // The real calls by default; tests provide their own.
    ...tariffBulkActors,
    otp: confirmationOtpMachine,
    // "Hatları seç": every picked line moves to the tariff chosen beside the button.
    pickLines: pickLinesMachine(
      { logic: tariffPickerLogic, input: TARIFF_PICKER_INPUT },
      (lines, tariff) => ({
        type: 'lines.chosen' as const,
        moves: lines.map((line) => ({ msisdn: line.msisdn, tariff })),
      }),
    ),
  },
  actions: {
    /** Provided by the page machine: the page opens the job's progress. */
    jobStarted: (_, _job: TariffJob) => {
      throw new Error('jobStarted must be provided');
    },
    storeFailure: assign((_, error: unknown) => ({ failure: errorMessage(error) })),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeJob: assign((_, job: TariffJob) => ({ job })),
  },
  guards: {
    fileDone: (_, snapshot: SnapshotFrom<typeof tariffBulkImportMachine>) => snapshot.hasTag('done'),
    hasMoves: ({ event }) => event.type === 'lines.chosen' && event.moves.length > 0,
    someAllowed: ({ context }) => (context.check?.allowedCount ?? 0) > 0,
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'tariffBulk',
  context: ({ input }) => ({
    requestId: input.requestId,
    moves: [],
    check: undefined,
    transactionId: undefined,
    failure: undefined,
    job: undefined,
  }),
  entry: spawnChild('pickLines', { id: 'pickLines' }),
  initial: 'importing',
  states: {
    importing: {
      description:
        'The spreadsheet import kit runs as a child; when its rows are "sent" they are checked. Lines chosen ' +
        'with the line picker, all to one tariff, are checked the same way.',
      tags: ['step:file'],
      on: {
        'lines.chosen': {
          guard: 'hasMoves',
          target: 'checking',
          actions: assign({ moves: ({ event }) => event.moves }),
        },
      },
      invoke: {
        id: 'fileImport',
        src: 'fileImport',
        onSnapshot: {
          guard: { type: 'fileDone', params: ({ event }) => event.snapshot },
          target: 'checking',
          actions: assign({ moves: ({ event }) => movesOf(event.snapshot) }),
        },
      },
    },
    checking: {
      tags: ['busy', 'step:summary'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ items: context.moves }),
        onDone: {
          target: 'review',
          actions: assign({ check: ({ event }) => event.output, failure: undefined }),
        },
        onError: {
          target: 'review',
          actions: {
            type: 'storeFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    review: {
      tags: ['step:summary'],
      on: {
        'user.confirm': {
          guard: 'someAllowed',
          target: 'confirmingCode',
          actions: assign({ failure: undefined }),
        },
        'user.restart': {
          target: 'importing',
          actions: assign({ moves: [], check: undefined, failure: undefined }),
        },
      },
    },
    confirmingCode: start.code,
    starting: start.write,
    started: { tags: ['step:done'] },
  },
});
