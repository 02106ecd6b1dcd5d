import type { AnyStateMachine } from 'xstate';
import { type ChartEdge, type ChartModel, type ChartNode, edgeLabel } from '../../lib/statechart/types';

/** The parts of an XState v5 state node the atlas reads (StateNode is not exported as a type). */
export interface StateNodeLike {
  id: string;
  key: string;
  path: readonly string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  states: Record<string, StateNodeLike>;
  initial?: { target: readonly StateNodeLike[] } | undefined;
  invoke: readonly { id: string }[];
  tags: readonly string[];
  description?: string | undefined;
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[] | undefined;
  after: readonly { delay: number | string; eventType: string }[];
}

export interface TransitionLike {
  eventType: string;
  source: { id: string };
  target?: readonly { id: string }[] | undefined;
  guard?: unknown;
}

/** A guard's name: its string, its `type`, or "guard" for an inline function. */
export function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string')
    return (guard as { type: string }).type;
  // xstate's not()/and()/or() are functions carrying their operands; their names are minified.
  const operands = (guard as { guards?: unknown[] }).guards;
  const check = (guard as { check?: unknown }).check;
  if (Array.isArray(operands) && typeof check === 'function') {
    const names = operands.map((g) => guardName(g) ?? 'guard');
    // A single operand is not(); and()/or() cannot be told apart once minified, so list them.
    return operands.length === 1 ? `!${names[0]}` : `(${names.join(', ')})`;
  }
  return (guard as { name?: string }).name || 'guard';
}

/** True for a value created by `createMachine` / `setup().createMachine` (duck-typed). */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'idMap' in value &&
    typeof (value as { getTransitionData?: unknown }).getTransitionData === 'function'
  );
}

/** Every machine exported by a set of modules, once per machine id, sorted by id. */
export function machinesOf(modules: readonly Record<string, unknown>[]): AnyStateMachine[] {
  const byId = new Map<string, AnyStateMachine>();
  for (const module of modules) {
    for (const value of Object.values(module)) {
      if (isStateMachine(value) && !byId.has(value.id)) byId.set(value.id, value);
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

export function rootOf(machine: AnyStateMachine): StateNodeLike {
  return machine.root as unknown as StateNodeLike;
}

/** Every transition of a state node: events, delays, invoke done/error and `always`. */
export function transitionsOf(node: StateNodeLike): TransitionLike[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function kindOf(node: StateNodeLike, t: TransitionLike): ChartEdge['kind'] {
  if (t.eventType === '') return 'always';
  if (node.after.some((a) => a.eventType === t.eventType)) return 'after';
  if (t.eventType.startsWith('xstate.done.')) return 'done';
  if (t.eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

function toEdges(node: StateNodeLike): ChartEdge[] {
  return transitionsOf(node).flatMap((t, index) => {
    const kind = kindOf(node, t);
    const base = {
      source: node.id,
      kind,
      event: t.eventType,
      guard: guardName(t.guard),
      delay: node.after.find((a) => a.eventType === t.eventType)?.delay,
    };
    const label = edgeLabel(base);
    const targets = t.target?.length ? t.target.map((x) => x.id) : [node.id];
    return targets.map((target, i) => ({
      ...base,
      id: `${node.id}#${index}.${i}`,
      target,
      targetless: !t.target?.length,
      label,
    }));
  });
}

function toNode(node: StateNodeLike): ChartNode {
  const children = Object.values(node.states ?? {}).map(toNode);
  return {
    id: node.id,
    key: node.key,
    path: node.path.join('.'),
    kind: node.type,
    initial: node.type === 'compound' ? node.initial?.target[0]?.id : undefined,
    invokes: node.invoke.map((i) => i.id),
    tags: [...node.tags],
    description: node.description,
    children,
  };
}

function allNodes(node: StateNodeLike): StateNodeLike[] {
  return [node, ...Object.values(node.states ?? {}).flatMap(allNodes)];
}

/** The machine's definition as a chart: its state tree and all its transitions. */
export function toChartModel(machine: AnyStateMachine): ChartModel {
  const root = rootOf(machine);
  return { machineId: machine.id, root: toNode(root), edges: allNodes(root).flatMap(toEdges) };
}

/** Every state node of a machine but the root, which is always active. */
export function stateIdsOf(machine: AnyStateMachine): string[] {
  return allNodes(rootOf(machine))
    .slice(1)
    .map((n) => n.id);
}

/** Every transition of a machine, described the way the coverage recorder describes a taken one. */
export function transitionKeysOf(machine: AnyStateMachine): string[] {
  return [...new Set(allNodes(rootOf(machine)).flatMap((n) => transitionsOf(n).map(describeTransition)))];
}

/** "source --event[guard]--> target" ("always" for eventless, "self" when targetless). */
export function describeTransition(t: TransitionLike): string {
  const guard = guardName(t.guard);
  const targets = (t.target ?? []).map((node) => node.id).join(',') || 'self';
  return `${t.source.id} --${t.eventType || 'always'}${guard ? `[${guard}]` : ''}--> ${targets}`;
}
