/**
 * The flow-usage copies of the wizard machines (issue 41) stay true to the machines: the funnel's
 * step order (src/api/flowUsage/wizards.ts) is each wizard's `step:*` tags in chart order, and
 * the graphs the sandbox walks for its seeded week equal what the machines give today.
 */
import { readFileSync } from 'node:fs';
import type { AnyStateNode } from 'xstate';
import { GRAPHS_FILE, WIZARD_MACHINES, wizardGraphs } from '../../../../scripts/flowUsage/wizardGraphs';
import { WIZARD_STEPS } from '../../../api/flowUsage/wizards';

function stepsInChartOrder(node: AnyStateNode, out: string[] = []): string[] {
  for (const tag of node.tags)
    if (tag.startsWith('step:') && tag !== 'step:resume' && !out.includes(tag.slice(5)))
      out.push(tag.slice(5));
  for (const child of Object.values(node.states) as AnyStateNode[]) stepsInChartOrder(child, out);
  return out;
}

it('lists every wizard with its steps in the order of its chart', () => {
  expect(Object.keys(WIZARD_STEPS).sort()).toEqual(WIZARD_MACHINES.map((m) => m.id).sort());
  for (const machine of WIZARD_MACHINES)
    expect(WIZARD_STEPS[machine.id]).toEqual(stepsInChartOrder(machine.root));
});

it('keeps the seeded walks’ graphs equal to the machines (else: npx tsx scripts/flowUsage/wizardGraphs.ts)', () => {
  const stored = JSON.parse(readFileSync(GRAPHS_FILE, 'utf8'));
  expect(stored).toEqual(wizardGraphs());
  // Every state the walks can reach has a step of the funnel.
  for (const [flow, graph] of Object.entries(wizardGraphs()))
    for (const node of Object.values(graph.states)) expect(WIZARD_STEPS[flow]).toContain(node.step);
});
