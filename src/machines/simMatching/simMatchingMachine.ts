import { type ActorRefFrom, assign, emit, type SnapshotFrom, setup, spawnChild } from 'xstate';
import { errorMessage } from '../../actors/http/HttpError';
import type { PersonRights } from '../../api/authorizedUsers/types';
import {
  MAX_SIM_PAIRS,
  SIM_MATCHING_OTP_PURPOSE,
  type SimMatchReport,
  type SimPairResult,
  simMatchingReference,
} from '../../api/simMatching/types';
import { mayDo } from '../../lib/rights';
import type { ImportRow } from '../../lib/sheets/importTypes';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import type { PageEffect } from '../shared/page/pageEffects';
import { matchEvent } from './matchAnalytics';
import {
  appendPairs,
  filledRows,
  type PairRow,
  type PasteProblem,
  parsePasted,
  resultsById,
} from './pairRows';
import { poolCheckMachine } from './poolCheckMachine';
import { matchPairs, simPairImportMachine, validatePairs } from './simMatchingActors';

export interface SimMatchingContext {
  rows: PairRow[];
  nextId: number;
  /** The server's answer per row id; a row edited since its check has none. */
  results: Record<number, SimPairResult>;
  pasteProblems: PasteProblem[];
  /** Pairs that did not fit under the list's limit at the last paste or file. */
  dropped: number;
  /** The last check or match failed as a whole (network, server); the list stays. */
  failure: string | undefined;
  report: SimMatchReport | undefined;
  /** The person's rights (the session's rights child): a match needs the simMatching group's Talep. */
  rights: PersonRights | undefined;
  /** The validated SMS code's transaction, sent with the list it was confirmed for. */
  transactionId: string;
}

export type SimMatchingEvent =
  | { type: 'user.addRow' }
  | { type: 'user.removeRow'; id: number }
  | { type: 'user.editRow'; id: number; iccid: string; msisdn: string }
  | { type: 'user.paste'; text: string }
  | { type: 'user.openFile' }
  | { type: 'user.closeFile' }
  | { type: 'user.validate' }
  | { type: 'user.removeInvalid' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.match' }
  | { type: 'user.restart' };

const blankRow = (id: number): PairRow => ({ id, iccid: '', msisdn: '' });
const fresh = (rights: PersonRights | undefined): SimMatchingContext => ({
  rights,
  rows: [blankRow(1)],
  nextId: 2,
  results: {},
  pasteProblems: [],
  dropped: 0,
  failure: undefined,
  report: undefined,
  transactionId: '',
});

const withoutResult = (results: Record<number, SimPairResult>, id: number) => {
  const { [id]: _, ...rest } = results;
  return rest;
};

/** Every filled row has the server's answer. */
export const allChecked = (c: Pick<SimMatchingContext, 'rows' | 'results'>) => {
  const filled = filledRows(c.rows);
  return filled.length > 0 && filled.every((row) => c.results[row.id] !== undefined);
};
export const validCountOf = (c: Pick<SimMatchingContext, 'rows' | 'results'>) =>
  filledRows(c.rows).filter((row) => c.results[row.id]?.valid).length;

const sentPairs = (c: Pick<SimMatchingContext, 'rows'>) =>
  filledRows(c.rows).map(({ iccid, msisdn }) => ({ iccid, msisdn }));

/** Confirm the match with the SMS code (its reference: the list itself), then match. */
const match = confirmedWrite({
  code: {
    purpose: SIM_MATCHING_OTP_PURPOSE,
    reference: (context: SimMatchingContext) => simMatchingReference(sentPairs(context)),
    description:
      'The OTP child confirms the list (issue 37: a SIM swap); a cancelled dialog goes back to the confirmation.',
    tags: ['editing'],
    back: { target: 'confirming' },
  },
  writeState: 'matching',
  write: {
    src: 'matchPairs',
    tags: ['busy', 'editing'],
    input: (context, transactionId) => ({ pairs: sentPairs(context), transactionId }),
  },
  written: {
    target: 'report',
    actions: [
      { type: 'storeReport', params: ({ event }: { event: { output: SimMatchReport } }) => event.output },
      { type: 'reportMatch', params: ({ event }: { event: { output: SimMatchReport } }) => event.output },
    ],
  },
  // The shell shows the refusal (the row's modal); the list stays to be checked again.
  writeFailed: {
    target: 'editing',
    actions: [
      { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
      { type: 'reportFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
    ],
  },
});

/**
 * SIM matching: build a list of (ICCID, line) pairs (typed, pasted or from a spreadsheet), have
 * the server check each one, fix or remove the refused ones, confirm, match, read the report.
 * The match sends the whole checked list: the server checks it again, applies the valid pairs
 * and reports the rest with their reasons. The analytics event is an action the edge provides.
 */
export const simMatchingMachine = setup({
  types: {
    context: {} as SimMatchingContext,
    events: {} as SimMatchingEvent,
    input: {} as { rights?: PersonRights } | undefined,
    emitted: {} as PageEffect,
  },
  actors: {
    validatePairs,
    matchPairs,
    fileImport: simPairImportMachine,
    otp: confirmationOtpMachine,
    poolCheck: poolCheckMachine,
  },
  actions: {
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeReport: assign((_, report: SimMatchReport) => ({ report })),
    // The §3 event of a finished match (or a refused one: every filled pair unmatched); the edge sends it.
    reportMatch: emit((_, report: SimMatchReport) => ({
      type: 'analytics' as const,
      event: matchEvent(report),
    })),
    storeFailure: assign((_, error: unknown) => ({ failure: errorMessage(error), results: {} })),
    reportFailure: emit(({ context }, error: unknown) => {
      const count = filledRows(context.rows).length;
      const refused = { totalcountMatches: count, successfulMatches: 0, unSuccessfulMatches: count };
      return {
        type: 'analytics' as const,
        event: matchEvent({ ...refused, errorMessage: errorMessage(error) }),
      };
    }),
  },
  guards: {
    hasPairs: ({ context }) => filledRows(context.rows).length > 0,
    matchable: ({ context }) =>
      mayDo(context.rights, 'simMatching', 'request') && allChecked(context) && validCountOf(context) > 0,
    /** No SMS-less write for a person without the group's Talep (issue 37), whatever the button. */
    mayRequest: ({ context }) => mayDo(context.rights, 'simMatching', 'request'),
    someInvalid: ({ context }) =>
      filledRows(context.rows).some((row) => context.results[row.id]?.valid === false),
    // The kit's snapshot is read in the transition: a plain flag keeps the guard's type simple.
    fileDone: (_, done: boolean) => done,
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'simMatching',
  context: ({ input }) => fresh(input?.rights),
  entry: spawnChild('poolCheck', { id: 'poolCheck' }), // the pool question: a card of its own, all visit
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'user.addRow': {
          guard: ({ context }) => context.rows.length < MAX_SIM_PAIRS,
          actions: assign(({ context }) => ({
            rows: [...context.rows, blankRow(context.nextId)],
            nextId: context.nextId + 1,
          })),
        },
        'user.removeRow': {
          actions: assign(({ context, event }) => {
            const rows = context.rows.filter((row) => row.id !== event.id);
            return {
              rows: rows.length > 0 ? rows : [blankRow(context.nextId)],
              nextId: rows.length > 0 ? context.nextId : context.nextId + 1,
              results: withoutResult(context.results, event.id),
            };
          }),
        },
        'user.editRow': {
          actions: assign(({ context, event }) => ({
            rows: context.rows.map((row) =>
              row.id === event.id ? { id: row.id, iccid: event.iccid, msisdn: event.msisdn } : row,
            ),
            results: withoutResult(context.results, event.id),
          })),
        },
        'user.paste': {
          actions: assign(({ context, event }) => {
            const { pairs, problems } = parsePasted(event.text);
            const added = appendPairs(context.rows, pairs, context.nextId);
            return {
              rows: added.rows,
              nextId: added.nextId,
              dropped: added.dropped,
              pasteProblems: problems,
            };
          }),
        },
        'user.removeInvalid': {
          guard: 'someInvalid',
          actions: assign(({ context }) => {
            const rows = context.rows.filter((row) => context.results[row.id]?.valid !== false);
            return { rows: rows.length > 0 ? rows : [blankRow(context.nextId)], nextId: context.nextId + 1 };
          }),
        },
        'user.openFile': 'fromFile',
        'user.validate': { guard: 'hasPairs', target: 'validating' },
        'user.confirm': { guard: 'matchable', target: 'confirming' },
      },
    },
    fromFile: {
      tags: ['fromFile'],
      description:
        'The spreadsheet import kit runs as a child; when its rows are "sent" they join the list and are checked.',
      invoke: {
        id: 'fileImport',
        src: 'fileImport',
        onSnapshot: {
          guard: {
            type: 'fileDone',
            params: ({ event }: { event: { snapshot: SnapshotFrom<typeof simPairImportMachine> } }) =>
              event.snapshot.hasTag('done'),
          },
          target: 'validating',
          actions: assign(({ context, event }) => {
            const rows = event.snapshot.context.rows as ImportRow[];
            const pairs = rows.map((row) => ({
              iccid: row.values.iccid ?? '',
              msisdn: row.values.msisdn ?? '',
            }));
            const added = appendPairs(context.rows, pairs, context.nextId);
            return { rows: added.rows, nextId: added.nextId, dropped: added.dropped, pasteProblems: [] };
          }),
        },
      },
      on: { 'user.closeFile': 'editing' },
    },
    validating: {
      tags: ['busy', 'editing'],
      entry: assign({ failure: undefined }),
      invoke: {
        id: 'validatePairs',
        src: 'validatePairs',
        input: ({ context }) => ({ pairs: sentPairs(context) }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            // The spare blank row leaves: the list is now what was checked.
            const sent = filledRows(context.rows);
            return { rows: sent, results: resultsById(sent, event.output.results) };
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    confirming: {
      tags: ['confirming', 'editing'],
      on: {
        'user.cancel': 'editing',
        'user.match': {
          guard: 'mayRequest',
          target: 'confirmingCode',
          actions: assign({ failure: undefined, transactionId: '' }),
        },
      },
    },
    confirmingCode: match.code,
    matching: match.write,
    report: {
      tags: ['report'],
      on: { 'user.restart': { target: 'editing', actions: assign(({ context }) => fresh(context.rights)) } },
    },
  },
});

export type SimMatchingRef = ActorRefFrom<typeof simMatchingMachine>;
export type SimMatchingSnapshot = SnapshotFrom<typeof simMatchingMachine>;
