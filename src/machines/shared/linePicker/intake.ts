import { formatMsisdn, parseNumberList } from '../../../lib/msisdn';
import type { PickerLine, PickerProblem, ResolveNumbersOutput } from './types';

/** The part of the picker's context that pasted, fixed and uploaded numbers flow through. */
export interface IntakeState {
  chosen: Map<string, PickerLine>;
  problems: PickerProblem[];
  /** Numbers still to resolve, in order; the batch in flight is the head until its answer. */
  pending: string[];
  /** The current run's counts: a run starts when numbers arrive with nothing pending. */
  progress: { resolved: number; total: number };
}

/** Adds problems whose token is not listed yet (a token names one problem). */
function withProblems(problems: PickerProblem[], added: PickerProblem[]): PickerProblem[] {
  if (added.length === 0) return problems;
  const tokens = new Set(problems.map((p) => p.token));
  const out = [...problems];
  for (const problem of added) {
    if (tokens.has(problem.token)) continue;
    tokens.add(problem.token);
    out.push(problem);
  }
  return out;
}

/**
 * Reads a pasted, fixed or uploaded text: bad entries and repeats become problems, new numbers
 * join the queue. A number already chosen or already queued is not asked about again.
 */
export function enqueueText(state: IntakeState, text: string): IntakeState {
  const list = parseNumberList(text);
  const queued = new Set(state.pending);
  const fresh = list.numbers.filter((n) => !state.chosen.has(n) && !queued.has(n));
  const problems = withProblems(state.problems, [
    ...list.invalid.map(({ token }): PickerProblem => ({ token, kind: 'format' })),
    ...list.duplicates.map(
      (msisdn): PickerProblem => ({ token: formatMsisdn(msisdn), msisdn, kind: 'duplicate' }),
    ),
  ]);
  const resolved = state.pending.length === 0 ? 0 : state.progress.resolved;
  const pending = fresh.length === 0 ? state.pending : [...state.pending, ...fresh];
  return {
    chosen: state.chosen,
    problems,
    pending,
    progress: { resolved, total: resolved + pending.length },
  };
}

/**
 * Takes one resolved batch in: found lines are chosen, unknown and not-allowed ones become
 * problems (replacing a mere "twice in the list" notice for the same number, which says less).
 * A number the answer does not mention counts as unknown, so none is silently dropped.
 */
export function applyResolved(
  state: IntakeState,
  batch: string[],
  answer: ResolveNumbersOutput,
): IntakeState {
  const chosen = new Map(state.chosen);
  const mentioned = new Set<string>();
  for (const line of answer.found) {
    chosen.set(line.msisdn, line);
    mentioned.add(line.msisdn);
  }
  const failed: PickerProblem[] = [];
  for (const { msisdn, reason } of answer.notAllowed) {
    mentioned.add(msisdn);
    failed.push({ token: formatMsisdn(msisdn), msisdn, kind: 'notAllowed', reason });
  }
  for (const msisdn of answer.unknown) mentioned.add(msisdn);
  const unknown = [...answer.unknown, ...batch.filter((n) => !mentioned.has(n))];
  for (const msisdn of unknown) failed.push({ token: formatMsisdn(msisdn), msisdn, kind: 'unknown' });
  const failedTokens = new Set(failed.map((p) => p.token));
  const kept = state.problems.filter((p) => !(p.kind === 'duplicate' && failedTokens.has(p.token)));
  return {
    chosen,
    problems: withProblems(kept, failed),
    pending: state.pending.slice(batch.length),
    progress: { resolved: state.progress.resolved + batch.length, total: state.progress.total },
  };
}

/** Re-reads one problem's entry as the person corrected it. */
export function fixProblem(state: IntakeState, token: string, text: string): IntakeState {
  return enqueueText({ ...state, problems: state.problems.filter((p) => p.token !== token) }, text);
}
