import type { AnyStateMachine, EventObject } from 'xstate';
import { notePath, type Reach } from './coverage';
import type { ModelPath } from './edgePaths';

/**
 * The fewest paths (greedy set cover) that together enter every state and take every transition
 * the given paths do, as the coverage report counts them (`notePath`): one path per transition
 * walked many transitions again through the same shortest prefixes (issue 42: 783 walks, each
 * rendering the portal from its start). What the report and the gate see is the same by
 * construction, and checked here. The kept paths stay in their given order.
 * `MODEL_ALL_PATHS=1` walks every path instead.
 */
export function coveringPaths<TPath extends ModelPath<unknown, EventObject>>(
  machine: AnyStateMachine,
  paths: readonly TPath[],
): TPath[] {
  if (process.env.MODEL_ALL_PATHS || paths.length < 2) return [...paths];
  const items = paths.map((path) => reachOf(machine, path));
  const all = new Set(items.flat());
  const uncovered = new Set(all);
  const chosen: number[] = [];
  while (uncovered.size) {
    // The path that adds the most; on a tie the shorter walk, then the earlier path.
    let best = -1;
    let bestGain = 0;
    items.forEach((keys, i) => {
      const gain = keys.filter((key) => uncovered.has(key)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && paths[i]!.length < paths[best]!.length)) {
        best = i;
        bestGain = gain;
      }
    });
    chosen.push(best);
    for (const key of items[best]!) uncovered.delete(key);
  }
  // Greedy picks can be made redundant by later ones: drop those, latest picks kept first.
  for (const i of [...chosen]) {
    const rest = chosen.filter((j) => j !== i);
    const restKeys = new Set(rest.flatMap((j) => items[j]!));
    if (items[i]!.every((key) => restKeys.has(key))) chosen.splice(chosen.indexOf(i), 1);
  }
  const kept = chosen.sort((a, b) => a - b);
  const keptKeys = new Set(kept.flatMap((i) => items[i]!));
  if (keptKeys.size !== all.size) throw new Error(`${machine.id}: the covering paths lost coverage`);
  return kept.map((i) => paths[i]!);
}

function reachOf(machine: AnyStateMachine, path: ModelPath<unknown, EventObject>): string[] {
  const reach: Reach = { states: new Set(), transitions: new Set() };
  notePath(reach, machine, path);
  return [
    ...[...reach.states].map((id) => `state ${id}`),
    ...[...reach.transitions].map((t) => `transition ${t}`),
  ];
}
