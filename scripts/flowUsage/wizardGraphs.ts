/**
 * The wizard machines as plain graphs for the sandbox's seeded week of usage (issue 41): each
 * leaf state with its wizard step and the events that leave it, each to the leaf it lands in.
 * The sandbox walks these (server/flowUsage/seed.ts) without loading the machines;
 * src/machines/shared/wizard/flowUsageWizards.test.ts proves the stored file equals this output.
 *
 *   npx tsx scripts/flowUsage/wizardGraphs.ts   # rewrites server/flowUsage/wizardGraphs.json
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { newLineMachine } from '../../src/machines/newLine/newLineMachine';
import { reContractMachine } from '../../src/machines/reContract/reContractMachine';
import { takeOverMachine } from '../../src/machines/takeOver/takeOverMachine';

export const WIZARD_MACHINES: readonly AnyStateMachine[] = [
  newLineMachine,
  reContractMachine,
  takeOverMachine,
];

export interface WizardGraph {
  start: string;
  /** Leaf state path → its step and its exits ([event type, leaf state path]). */
  states: Record<string, { step: string | null; exits: [string, string][] }>;
}

/** Ticks and timers are not a person's choice; resuming is the walk's start, not a step. */
const SKIPPED = /^(clock\.|xstate\.after\.|user\.resume$|user\.startOver$)/;
const STEP = 'step:';

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** The leaf a target lands in: its initial child, down to a leaf. */
function leafOf(node: AnyStateNode): AnyStateNode {
  let current = node;
  while (current.type === 'compound' && current.initial) {
    const next = current.initial.target[0];
    if (!next) break;
    current = next;
  }
  return current;
}

function stepOf(node: AnyStateNode): string | null {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
    const tag = [...n.tags].find((t) => t.startsWith(STEP) && t !== 'step:resume');
    if (tag) return tag.slice(STEP.length);
  }
  return null;
}

export function wizardGraph(machine: AnyStateMachine): WizardGraph {
  const states: WizardGraph['states'] = {};
  const visit = (node: AnyStateNode) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length) return children.forEach(visit);
    const step = stepOf(node);
    if (!step) return;
    const exits: [string, string][] = [];
    for (let n: AnyStateNode | undefined = node; n; n = n.parent)
      for (const [event, transitions] of n.transitions)
        if (!SKIPPED.test(event))
          for (const transition of transitions)
            for (const target of transition.target ?? []) {
              const leaf = pathOf(leafOf(target));
              if (!exits.some(([e, t]) => e === event && t === leaf)) exits.push([event, leaf]);
            }
    states[pathOf(node)] = { step, exits };
  };
  visit(machine.root);
  // A fresh start (no draft) goes where "start over" goes.
  const resume = machine.root.states.resumeOffer as AnyStateNode | undefined;
  const startTarget = resume?.transitions.get('user.startOver')?.[0]?.target?.[0];
  if (!startTarget) throw new Error(`${machine.id}: no start`);
  return { start: pathOf(leafOf(startTarget)), states };
}

export const wizardGraphs = (): Record<string, WizardGraph> =>
  Object.fromEntries(WIZARD_MACHINES.map((m) => [m.id, wizardGraph(m)]));

// A path, not a URL object: under jsdom the global URL is jsdom's, which node:fs refuses.
export const GRAPHS_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../server/flowUsage/wizardGraphs.json',
);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  writeFileSync(GRAPHS_FILE, `${JSON.stringify(wizardGraphs(), null, 1)}\n`);
