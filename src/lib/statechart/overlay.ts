/**
 * What the flow atlas writes on a chart besides its definition (issue 41): usage figures per
 * state and arrow, the model tests' walk, a replayed session's step. Pure: a chart's nodes and
 * edges in, maps keyed by the drawn node's path and the drawn edge's id out.
 */
import type { ChartEdge, ChartNode } from './types';

export interface UsageFigures {
  states: readonly { state: string; visits: number; sessions: number }[];
  transitions: readonly { from: string; to: string; event: string; count: number; share: number }[];
}

export interface CoverageItems {
  states: readonly string[];
  transitions: readonly string[];
}

/** Per drawn state (by path), its visits and sessions in the period. */
export function stateUsage(figures: UsageFigures): Map<string, { visits: number; sessions: number }> {
  return new Map(figures.states.map((s) => [s.state, { visits: s.visits, sessions: s.sessions }]));
}

/**
 * Per drawn edge (by id), how often it was taken and its share of the exits from its source. A
 * reported transition is matched by source path, target path and event; an eventless (`always`)
 * edge shows what its event-less step was reported as (the event that led into its source).
 */
export function edgeUsage(
  nodes: readonly ChartNode[],
  edges: readonly ChartEdge[],
  figures: UsageFigures,
): Map<string, { count: number; share: number }> {
  const pathOf = new Map(nodes.map((n) => [n.id, n.path]));
  const out = new Map<string, { count: number; share: number }>();
  for (const edge of edges) {
    const from = pathOf.get(edge.source);
    const to = pathOf.get(edge.target);
    const taken = figures.transitions.filter(
      (t) => t.from === from && t.to === to && (edge.event === '' || t.event === edge.event),
    );
    if (!taken.length) continue;
    out.set(edge.id, {
      count: taken.reduce((sum, t) => sum + t.count, 0),
      share: taken.reduce((sum, t) => sum + t.share, 0),
    });
  }
  return out;
}

/** A drawn edge as the coverage gate names a transition ("source --event[guard]--> target"). */
export function coverageKeyOf(edge: Pick<ChartEdge, 'source' | 'event' | 'guard' | 'target' | 'targetless'>) {
  const guard = edge.guard ? `[${edge.guard}]` : '';
  return `${edge.source} --${edge.event || 'always'}${guard}--> ${edge.targetless ? 'self' : edge.target}`;
}

/**
 * Which drawn states and edges the model tests walk. A transition with several targets is one
 * item for the gate and one arrow per target here, so each arrow looks its own target up.
 */
export function coverageOverlay(
  nodes: readonly ChartNode[],
  edges: readonly ChartEdge[],
  items: CoverageItems,
): { states: Set<string>; edges: Set<string> } {
  const walkedStates = new Set(items.states);
  const walkedEdges = new Set(
    items.transitions.flatMap((key) => {
      const cut = key.lastIndexOf('--> ');
      if (cut < 0) return [key];
      return key
        .slice(cut + 4)
        .split(',')
        .map((target) => `${key.slice(0, cut + 4)}${target}`);
    }),
  );
  return {
    states: new Set(nodes.filter((n) => walkedStates.has(n.id)).map((n) => n.path)),
    edges: new Set(edges.filter((e) => walkedEdges.has(coverageKeyOf(e))).map((e) => e.id)),
  };
}

/**
 * A replayed step's state path with its ancestors ("a.b.c" → a, a.b, a.b.c), as activePaths
 * gives them; a parallel machine's path names a leaf per region, joined with "," (the reporter's
 * form), and every region's leaf is lit with its ancestors.
 */
export function pathWithAncestors(state: string): Set<string> {
  const out = new Set<string>();
  for (const leaf of state.split(',')) {
    const parts = leaf.split('.').filter(Boolean);
    for (let i = 1; i <= parts.length; i += 1) out.add(parts.slice(0, i).join('.'));
  }
  return out;
}
