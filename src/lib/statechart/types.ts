/**
 * A statechart as plain data: what the flow atlas draws and exports. Built from a machine
 * definition by src/machines/atlas/chartModel.ts; knows nothing about XState or React.
 */

export type ChartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  /** The state node's id, e.g. "session.authenticated.flow". */
  id: string;
  /** The state's own name, e.g. "flow". */
  key: string;
  /** Keys from the root, dotted: "authenticated.flow" ("" for the root); matches a snapshot's value. */
  path: string;
  kind: ChartNodeKind;
  /** The id of the initial child (compound states). */
  initial: string | undefined;
  /** Ids of the actors this state invokes. */
  invokes: string[];
  tags: string[];
  description: string | undefined;
  children: ChartNode[];
}

export type ChartEdgeKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface ChartEdge {
  id: string;
  source: string;
  /** The target state id; the source itself for a targetless (action-only) transition. */
  target: string;
  kind: ChartEdgeKind;
  /** The event type as the machine knows it ("" for always). */
  event: string;
  guard: string | undefined;
  /** `after` transitions: milliseconds or the delay's name. */
  delay: number | string | undefined;
  /** No target: the transition runs actions and stays. */
  targetless: boolean;
  /** What the diagram shows on the arrow, e.g. "user.submit [isCompleteCode]". */
  label: string;
}

export interface ChartModel {
  machineId: string;
  root: ChartNode;
  edges: ChartEdge[];
}

/** Every node of the tree, depth first, root included. */
export function flattenNodes(node: ChartNode): ChartNode[] {
  return [node, ...node.children.flatMap(flattenNodes)];
}

/** The arrow's text: `event [guard]`, `after 4500ms`, `always [guard]`, `done: id`. */
export function edgeLabel(edge: Pick<ChartEdge, 'kind' | 'event' | 'guard' | 'delay'>): string {
  const guard = edge.guard ? ` [${edge.guard}]` : '';
  switch (edge.kind) {
    case 'always':
      return `always${guard}`;
    case 'after':
      return `after ${typeof edge.delay === 'number' ? `${edge.delay}ms` : edge.delay}${guard}`;
    case 'done':
      return `${edge.event.replace(/^xstate\.done\.actor\./, 'done: ').replace(/^xstate\.done\.state\./, 'done: ')}${guard}`;
    case 'error':
      return `${edge.event.replace(/^xstate\.error\.actor\./, 'error: ')}${guard}`;
    default:
      return `${edge.event}${guard}`;
  }
}

/** The dotted paths of every state a snapshot value is in, ancestors included: {a: {b: 'c'}} → a, a.b, a.b.c. */
export function activePaths(value: unknown, prefix = ''): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') return [join(value)];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    join(key),
    ...activePaths(child, join(key)),
  ]);
}
