import type { EventObject, SnapshotFrom } from 'xstate';
import { poolIccid } from '../../server/simMatching/pool';
import type {
  SimMatchReport,
  SimPairResult,
  SimPoolAnswer,
  SimValidation,
} from '../../src/api/simMatching/types';
import type { ImportRow } from '../../src/lib/sheets/importTypes';
import { filledRows } from '../../src/machines/simMatching/pairRows';
import type { poolCheckMachine } from '../../src/machines/simMatching/poolCheckMachine';
import type { simMatchingMachine } from '../../src/machines/simMatching/simMatchingMachine';
import { freshSandbox } from './support/seededSandbox';

export type MatchingSnapshot = SnapshotFrom<typeof simMatchingMachine>;
export type PoolSnapshot = SnapshotFrom<typeof poolCheckMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE = '/sim-card-matching';
export const PATHS = {
  validate: '/dc_ccsi/v1/sim-matching/validate',
  match: '/dc_ccsi/v1/sim-matching/match',
  pool: '/dc_ccsi/v1/sim-matching/is-in-pool',
} as const;

/** hizli.kullanici's company is the third seeded one (server/simMatching/pool.ts). */
const COMPANY = 3;
export const CARDS = {
  free: [poolIccid(COMPANY, 1), poolIccid(COMPANY, 2), poolIccid(COMPANY, 3)],
  lost: poolIccid(COMPANY, 7),
};
export const LOST_REASON = 'Bu SIM kart kullanıma kapalı: Kayıp olarak bildirildi.';

/** The company's first active voice lines, read from the seed once per file. */
export const world = { lines: [] as string[] };

export function loadWorld() {
  const sandbox = freshSandbox();
  try {
    world.lines = (
      sandbox.db
        .prepare(
          `SELECT l.msisdn FROM lines l JOIN companies c ON c.corporate_ncst = l.corporate_ncst
           WHERE c.position = ? AND l.product_type = 'VOICE' AND l.status = 'ACTIVE' ORDER BY l.msisdn LIMIT 3`,
        )
        .all(COMPANY - 1) as { msisdn: string }[]
    ).map((r) => r.msisdn);
  } finally {
    sandbox.close();
  }
}

/** A free card and a lost one, each with a line of its own: one fits, one is refused. */
export const pastedText = () => `${CARDS.free[0]};0${world.lines[0]}\n${CARDS.lost};0${world.lines[1]}`;
export const fileRows = (): ImportRow[] => [
  { line: 2, values: { iccid: CARDS.free[0] as string, msisdn: `0${world.lines[0]}` }, errors: [] },
  { line: 3, values: { iccid: CARDS.lost, msisdn: `0${world.lines[1]}` }, errors: [] },
];
export const toCsv = (rows: ImportRow[]) =>
  ['SIM kart numarası (ICCID);Hat numarası', ...rows.map((r) => `${r.values.iccid};${r.values.msisdn}`)].join(
    '\r\n',
  );

/** What the sandbox answers for a pair of this world: the lost card is refused, the rest fit. */
const resultOf = (iccid: string, msisdn: string): SimPairResult =>
  iccid === CARDS.lost
    ? { iccid, msisdn, valid: false, problem: 'BLOCKED', reason: LOST_REASON }
    : { iccid, msisdn, valid: true };

const sentPairs = (s: MatchingSnapshot) => filledRows(s.context.rows);

function validation(s: MatchingSnapshot): SimValidation {
  const results = sentPairs(s).map((row) => resultOf(row.iccid, row.msisdn));
  return { results, validCount: results.filter((r) => r.valid).length };
}

function report(s: MatchingSnapshot): SimMatchReport {
  const results = sentPairs(s).map((row) => {
    const r = resultOf(row.iccid, row.msisdn);
    return r.valid
      ? { iccid: r.iccid, msisdn: r.msisdn, matched: true }
      : { iccid: r.iccid, msisdn: r.msisdn, matched: false, reason: r.reason };
  });
  const ok = results.filter((r) => r.matched).length;
  return {
    orderId: 'HT-20261125-000001',
    reportId: 'r',
    matchedAt: new Date(0).toISOString(),
    totalcountMatches: results.length,
    successfulMatches: ok,
    unSuccessfulMatches: results.length - ok,
    results,
  };
}

const failure = () => Object.assign(new Error('Servis başarısız oldu.'), { code: '500' });

/** The import child's snapshot once its rows are "sent": what the flow reads from it. */
const importDone = () => ({ hasTag: (tag: string) => tag === 'done', context: { rows: fileRows() } });

/**
 * Paste a good and a bad pair, or bring them from a file; check (or fail to); fix the refused row
 * or remove it, remove the refused ones at once; add, fill and remove rows; confirm, cancel,
 * confirm the SMS code (or close its dialog), match (or fail to), start again. Rows stay few, so the states stay few.
 */
export function matchingEvents(s: MatchingSnapshot): ModelEvent[] {
  const c = s.context;
  const events: ModelEvent[] = [];
  if (s.matches('editing')) {
    const filled = filledRows(c.rows);
    if (filled.length === 0)
      events.push({ type: 'user.paste', text: pastedText() }, { type: 'user.openFile' });
    if (c.rows.length < 3) events.push({ type: 'user.addRow' });
    const refused = c.rows.find((row) => c.results[row.id]?.valid === false);
    const blank = c.rows.find((row) => row.iccid === '' && row.msisdn === '');
    if (refused)
      events.push({
        type: 'user.editRow',
        id: refused.id,
        iccid: CARDS.free[1],
        msisdn: `0${world.lines[1]}`,
      });
    else if (blank)
      events.push({ type: 'user.editRow', id: blank.id, iccid: CARDS.free[2], msisdn: `0${world.lines[2]}` });
    const first = c.rows[0];
    if (first) events.push({ type: 'user.removeRow', id: first.id });
    events.push({ type: 'user.removeInvalid' }, { type: 'user.validate' }, { type: 'user.confirm' });
  }
  if (s.matches('fromFile'))
    events.push({ type: 'xstate.snapshot.fileImport', snapshot: importDone() }, { type: 'user.closeFile' });
  if (s.matches('validating'))
    events.push(
      { type: 'xstate.done.actor.validatePairs', output: validation(s) },
      { type: 'xstate.error.actor.validatePairs', error: failure() },
    );
  if (s.matches('confirming')) events.push({ type: 'user.cancel' }, { type: 'user.match' });
  if (s.matches('confirmingCode'))
    events.push(
      { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 't' } },
      { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    );
  if (s.matches('matching'))
    events.push(
      { type: 'xstate.done.actor.matchPairs', output: report(s) },
      { type: 'xstate.error.actor.matchPairs', error: failure() },
    );
  if (s.matches('report')) events.push({ type: 'user.restart' });
  return events.filter((e) => s.can(e as never));
}

export const serializeMatching = (s: MatchingSnapshot) =>
  JSON.stringify({
    value: s.value,
    rows: s.context.rows.map((row) => {
      const result = s.context.results[row.id];
      return `${row.iccid ? 'f' : 'b'}${result ? (result.valid ? 'v' : 'x') : '-'}`;
    }),
    failure: s.context.failure !== undefined,
    report: s.context.report?.successfulMatches ?? null,
  });

const answer = (iccid: string): SimPoolAnswer =>
  iccid === CARDS.lost
    ? { iccid, inPool: true, status: 'BLOCKED', message: LOST_REASON }
    : { iccid, inPool: true, status: 'FREE', message: 'SIM kart havuzda ve eşleştirmeye hazır.' };

/** Ask a free card, then the lost one (or fail to). */
export function poolEvents(s: PoolSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [];
  if (!s.hasTag('busy'))
    events.push({
      type: 'user.check',
      iccid: s.context.answer?.iccid === CARDS.free[0] ? CARDS.lost : CARDS.free[0],
    });
  if (s.matches('checking'))
    events.push(
      { type: 'xstate.done.actor.checkPool', output: answer(s.context.iccid) },
      { type: 'xstate.error.actor.checkPool', error: failure() },
    );
  return events.filter((e) => s.can(e as never));
}

export const serializePool = (s: PoolSnapshot) =>
  JSON.stringify({ value: s.value, iccid: s.context.iccid, status: s.context.answer?.status ?? '' });
