/**
 * A reported state path names one leaf per active region, joined with "," for a parallel
 * machine ("analysing.usage.shown,analysing.coverage.loading,analysing.replay.closed",
 * src/lib/flowReporter.ts). The chart draws each region's states on their own, so the
 * aggregation reads a step region by region: which leaves it entered, and which moves they were.
 */

export interface StepMoves {
  /** Leaves the step entered (a visit each). */
  entered: string[];
  /** Moves, each from the state left to the state entered (as the chart's arrows run). */
  moves: { from: string; to: string }[];
}

const segments = (path: string) => path.split('.');

/** The longest dotted prefix the paths share ("" when they share none). */
export function commonAncestor(paths: readonly string[]): string {
  const [first, ...rest] = paths.map(segments);
  if (!first) return '';
  let length = first.length;
  for (const other of rest) {
    let i = 0;
    while (i < length && i < other.length && other[i] === first[i]) i += 1;
    length = i;
  }
  return first.slice(0, length).join('.');
}

/**
 * Each leaf of a state path by its region: the shortest prefix no other leaf of the path shares
 * ("analysing.usage" for "analysing.usage.shown" beside "analysing.coverage.loading"); a path
 * with one leaf has one region, the machine's root ("").
 */
export function regionsOf(state: string): Map<string, string> {
  const leaves = state.split(',');
  if (leaves.length === 1) return new Map([['', state]]);
  return new Map(
    leaves.map((leaf) => {
      const shared = Math.max(
        ...leaves
          .filter((other) => other !== leaf)
          .map((other) => segments(commonAncestor([leaf, other])).length),
      );
      return [
        segments(leaf)
          .slice(0, shared + 1)
          .join('.'),
        leaf,
      ];
    }),
  );
}

/**
 * What one step did after the one before it (undefined: the walk starts here). A region whose
 * leaf changed moved from its old leaf to its new one; leaves entered with no region before them
 * (a parallel state entered) are one move into their common ancestor, from what was left (a
 * parallel state left is one move out of its own common ancestor). The same path again (another
 * actor of the flow in the same tab) is a visit and a move to itself, leaf by leaf.
 */
export function stepMoves(previous: string | undefined, current: string): StepMoves {
  const leaves = current.split(',');
  if (previous === undefined) return { entered: leaves, moves: [] };
  if (previous === current)
    return { entered: leaves, moves: leaves.map((leaf) => ({ from: leaf, to: leaf })) };
  const before = regionsOf(previous);
  const kept = new Set(leaves);
  const left = new Set([...before.values()].filter((leaf) => !kept.has(leaf)));
  const was = new Set(before.values());
  const entered = leaves.filter((leaf) => !was.has(leaf));
  const moves: StepMoves['moves'] = [];
  const unplaced: string[] = [];
  for (const [region, leaf] of regionsOf(current)) {
    if (was.has(leaf)) continue;
    const from = before.get(region);
    if (from !== undefined && left.has(from)) {
      moves.push({ from, to: leaf });
      left.delete(from);
    } else unplaced.push(leaf);
  }
  if (unplaced.length && left.size) {
    const from = commonAncestor([...left]);
    const to = commonAncestor(unplaced);
    if (from && to) moves.push({ from, to });
  }
  return { entered, moves };
}
