/**
 * The usage of one flow over a period, computed from its steps exactly: nothing is sampled or
 * estimated. A session's steps are read in time order; each step after the first is a transition
 * from the state before it, except a step whose event is `xstate.init` (the flow's actor started
 * again: an entry, not a move). A parallel machine's step is read region by region (regions.ts).
 * Pure, so the sandbox tests can check every figure by hand.
 */
import type { FlowStep, FlowUsage } from '../../src/api/flowUsage/types';
import { stepMoves } from './regions';

/** The event of an actor's first snapshot (XState's init event). */
export const INIT_EVENT = 'xstate.init';
/** Exits listed per state in topExits. */
export const TOP_EXITS = 5;

export type StoredStep = Pick<FlowStep, 'state' | 'event' | 'at' | 'session'> & { step?: string | null };

/** The value below which `q` of the sorted values lie (nearest rank), or null without values. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? null;
}

function bySession(steps: readonly StoredStep[]): Map<string, StoredStep[]> {
  const sessions = new Map<string, StoredStep[]>();
  for (const step of steps) {
    const list = sessions.get(step.session) ?? [];
    list.push(step);
    sessions.set(step.session, list);
  }
  // Stable: steps of the same millisecond keep the order they were stored in.
  for (const list of sessions.values()) list.sort((a, b) => a.at - b.at);
  return sessions;
}

interface TransitionCount {
  from: string;
  to: string;
  event: string;
  count: number;
}

/**
 * A session's walks through the flow: a new one starts with each `xstate.init` (the person left
 * the wizard and opened it again), so a tab that finishes one order and abandons the next
 * counts one of each.
 */
function walksOf(sessions: Map<string, StoredStep[]>): StoredStep[][] {
  const walks: StoredStep[][] = [];
  for (const steps of sessions.values()) {
    let walk: StoredStep[] = [];
    for (const step of steps) {
      if (step.event === INIT_EVENT && walk.length) {
        walks.push(walk);
        walk = [];
      }
      walk.push(step);
    }
    if (walk.length) walks.push(walk);
  }
  return walks;
}

/** Per step: walks that reached it, reached a later one, or ended there, and its times. */
function funnelOf(sessions: Map<string, StoredStep[]>, order: readonly string[]): FlowUsage['funnel'] {
  const index = new Map(order.map((step, i) => [step, i]));
  const entered = order.map(() => 0);
  const continued = order.map(() => 0);
  const times: number[][] = order.map(() => []);
  for (const walk of walksOf(sessions)) {
    let furthest = -1;
    const seen = new Set<number>();
    // A visit of a step lasts from its first state to the first state of another step.
    let visit: { step: number; since: number } | undefined;
    for (const step of walk) {
      const i = step.step ? index.get(step.step) : undefined;
      if (i === undefined) continue;
      seen.add(i);
      furthest = Math.max(furthest, i);
      if (visit && visit.step !== i) times[visit.step]?.push(step.at - visit.since);
      if (!visit || visit.step !== i) visit = { step: i, since: step.at };
    }
    for (const i of seen) {
      entered[i] = (entered[i] ?? 0) + 1;
      if (furthest > i) continued[i] = (continued[i] ?? 0) + 1;
    }
  }
  return order.map((step, i) => {
    const sorted = (times[i] ?? []).sort((a, b) => a - b);
    return {
      step,
      entered: entered[i] ?? 0,
      continued: continued[i] ?? 0,
      dropped: (entered[i] ?? 0) - (continued[i] ?? 0),
      medianMs: quantile(sorted, 0.5),
      p90Ms: quantile(sorted, 0.9),
    };
  });
}

export function aggregateUsage(
  period: { flow: string; from: string; to: string },
  steps: readonly StoredStep[],
  wizardSteps: readonly string[] = [],
): FlowUsage {
  const sessions = bySession(steps);
  const states = new Map<string, { visits: number; sessions: Set<string> }>();
  const transitions = new Map<string, TransitionCount>();
  const exitsOf = new Map<string, number>();
  for (const [session, list] of sessions) {
    let previous: StoredStep | undefined;
    for (const step of list) {
      // A parallel machine's step names a leaf per region: each region's state gets its visits.
      const walkStarts = !previous || step.event === INIT_EVENT;
      const { entered, moves } = stepMoves(walkStarts ? undefined : previous?.state, step.state);
      for (const state of entered) {
        const usage = states.get(state) ?? { visits: 0, sessions: new Set<string>() };
        usage.visits += 1;
        usage.sessions.add(session);
        states.set(state, usage);
      }
      for (const { from, to } of moves) {
        const key = JSON.stringify([from, to, step.event]);
        const count = transitions.get(key) ?? { from, to, event: step.event, count: 0 };
        count.count += 1;
        transitions.set(key, count);
      }
      // A state left counts one exit per step, however many regions it entered.
      for (const from of new Set(moves.map((move) => move.from)))
        exitsOf.set(from, (exitsOf.get(from) ?? 0) + 1);
      previous = step;
    }
  }
  const counted = [...transitions.values()].sort(
    (a, b) => b.count - a.count || a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
  );
  const topExits = [...exitsOf.keys()].sort().map((state) => ({
    state,
    exits: counted
      .filter((t) => t.from === state)
      .slice(0, TOP_EXITS)
      .map(({ to, event, count }) => ({ to, event, count })),
  }));
  return {
    ...period,
    sessions: sessions.size,
    states: [...states.entries()]
      .map(([state, usage]) => ({ state, visits: usage.visits, sessions: usage.sessions.size }))
      .sort((a, b) => b.visits - a.visits || a.state.localeCompare(b.state)),
    transitions: counted.map((t) => ({ ...t, share: t.count / (exitsOf.get(t.from) ?? t.count) })),
    funnel: wizardSteps.length ? funnelOf(sessions, wizardSteps) : [],
    topExits,
  };
}
