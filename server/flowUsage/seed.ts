/**
 * A seeded week of usage (issue 41), so the atlas shows something on a fresh start: a seeded
 * random walk over each wizard machine's graph (wizardGraphs.json, made from the machines by
 * scripts/flowUsage/wizardGraphs.ts) with plausible choices: people mostly go on, sometimes back,
 * calls now and then fail, and some leave at each step. About two thousand rows; the seed is
 * cached per test run (server/testSeedCache.ts), so the suite pays for it once.
 */
import type { FlowStep } from '../../src/api/flowUsage/types';
import { createPrng, type Prng } from '../db/prng';
import type { Db } from '../db/schema';
import { DAY_MS, seedDay } from '../db/seedDay';
import { INIT_EVENT } from './aggregate';
import { insertSteps } from './store';
// JSON reads its pairs as string[]: the file is written by scripts/flowUsage/wizardGraphs.ts as pairs.
import graphs from './wizardGraphs.json';

interface Graph {
  start: string;
  states: Record<string, { step: string | null; exits: [string, string][] }>;
}

/** Sessions per day of each flow (the new line is the busiest wizard). */
const SESSIONS_PER_DAY: Readonly<Record<string, number>> = { newLine: 8, reContract: 4, takeOver: 4 };
/** Chance that a person leaves at a state where they choose (not while a call runs). */
const LEAVE_CHANCE = 0.1;
/** A walk stops here at the latest (a person going back and forth). */
const MAX_STEPS = 60;

/** How likely each kind of exit is, relative to the others of the same state. */
function weight(event: string): number {
  if (event.startsWith('xstate.done.')) return 20;
  if (event.startsWith('user.next.') || event === 'user.retry') return 10;
  if (event.startsWith('xstate.error.')) return 1;
  if (event === 'user.back') return 1;
  if (event === 'user.restart') return 0;
  return 2;
}

function choose(prng: Prng, exits: readonly [string, string][]): [string, string] | undefined {
  const total = exits.reduce((sum, [event]) => sum + weight(event), 0);
  let point = prng.next() * total;
  for (const exit of exits) {
    point -= weight(exit[0]);
    if (point < 0) return exit;
  }
  return undefined;
}

/** One person's walk through one wizard, from `at`. */
export function walk(prng: Prng, flow: string, graph: Graph, session: string, at: number): FlowStep[] {
  const steps: FlowStep[] = [];
  let state = graph.start;
  let event = INIT_EVENT;
  let time = at;
  for (let i = 0; i < MAX_STEPS; i++) {
    const node = graph.states[state];
    if (!node) break;
    steps.push({ flow, state, event, at: time, session, ...(node.step ? { step: node.step } : {}) });
    const calling = node.exits.some(([e]) => e.startsWith('xstate.done.'));
    if (!calling && prng.next() < LEAVE_CHANCE) break;
    const exit = choose(prng, node.exits);
    if (!exit) break;
    [event, state] = exit;
    // A call takes a fraction of a second; a person reads and types for seconds to minutes.
    time += calling ? prng.int(150, 1500) : prng.int(4_000, 120_000);
  }
  return steps;
}

export function seedFlowUsage(db: Db): void {
  const prng = createPrng(41);
  const today = seedDay(db);
  const steps: FlowStep[] = [];
  for (const [flow, graph] of Object.entries(graphs as unknown as Record<string, Graph>)) {
    const perDay = SESSIONS_PER_DAY[flow] ?? 2;
    for (let day = 6; day >= 0; day--) {
      for (let n = 0; n < perDay; n++) {
        // Office hours in Turkey (UTC+3): 09:00–18:00.
        const at = today - day * DAY_MS + prng.int(6, 14) * 3_600_000 + prng.int(0, 3_599_999);
        steps.push(...walk(prng, flow, graph, `seed${prng.digits(12)}`, at));
      }
    }
  }
  // One statement for all: the seed runs on every fresh sandbox.
  insertSteps(db, steps);
}
