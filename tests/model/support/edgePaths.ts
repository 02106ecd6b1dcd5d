import {
  type AnyStateMachine,
  type EventObject,
  initialTransition,
  type SnapshotFrom,
  transition,
} from 'xstate';
import { getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { takenTransitions } from './coverage';
import { coveringPaths } from './pathCover';

export interface ModelStep<TSnapshot, TEvent> {
  event: TEvent;
  state: TSnapshot;
}

export type ModelPath<TSnapshot, TEvent> = ModelStep<TSnapshot, TEvent>[];

/**
 * One path per transition of the machine: the shortest path to a source state, then the
 * transition. A transition is told apart by its source state, event (with its route, if any)
 * and target state, not by context, so a loop over a counter is walked once, not per value.
 * Paths that are prefixes of longer ones are dropped, then those whose states and transitions
 * others already take (`coveringPaths`). A machine with no transition after its start gets the
 * one path to its first state.
 */
export function edgeCoveringPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TraversalOptions<SnapshotFrom<TMachine>, EventObject, unknown> & {
    serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
  },
): ModelPath<SnapshotFrom<TMachine>, EventObject>[] {
  type Snap = SnapshotFrom<TMachine>;
  type Path = ModelPath<Snap, EventObject>;
  const serialize = (s: Snap) => options.serializeState(s);
  const shortest = getShortestPaths(machine, options as never) as unknown as { state: Snap; steps: Path }[];
  const eventsOf = (s: Snap) =>
    (typeof options.events === 'function' ? options.events(s) : (options.events ?? [])) as EventObject[];
  const start = (options.fromState ?? initialTransition(machine, options.input as never)[0]) as Snap;

  // XState's shortest paths keep, per serialized state, the last snapshot seen with that
  // serialization, so a step's snapshot may hold other context than its events lead to (a menu
  // after a delete where the path only loaded it). The events are replayed instead, and the next
  // transitions are taken from the replayed snapshot: every step is what the walk will do.
  const byTransition = new Map<string, Path>();
  let startPath: Path = [{ event: { type: 'xstate.init' }, state: start }];
  for (const { steps } of shortest) {
    let snapshot = start;
    const prefix: Path = steps.map((step, i) => {
      if (i > 0) snapshot = transition(machine, snapshot as never, step.event as never)[0] as Snap;
      return { event: step.event, state: snapshot };
    });
    if (prefix.length === 1) startPath = prefix;
    for (const event of eventsOf(snapshot)) {
      const key = transitionKey(machine, snapshot, event);
      const known = byTransition.get(key);
      if (!known || known.length > prefix.length + 1) {
        const next = transition(machine, snapshot as never, event as never)[0] as Snap;
        byTransition.set(key, [...prefix, { event, state: next }]);
      }
    }
  }

  const stepKey = (step: ModelStep<Snap, EventObject>) =>
    `${JSON.stringify(step.event)}>${serialize(step.state)}`;
  const candidates = [...byTransition.values()];
  const properPrefixes = new Set<string>();
  const fullKeys = candidates.map((path) => {
    let key = '';
    path.forEach((step, i) => {
      key += `${i ? '|' : ''}${stepKey(step)}`;
      if (i < path.length - 1) properPrefixes.add(key);
    });
    return key;
  });
  // A machine that settles at once (its start's `always` transitions only) is walked to that state.
  if (!candidates.length) return [startPath];
  const seen = new Set<string>();
  const edgePaths = candidates.filter((_, i) => {
    const key = fullKeys[i]!;
    if (properPrefixes.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return coveringPaths(machine, edgePaths);
}

/**
 * The statechart transitions an event takes in a snapshot (source node, event, guarded branch,
 * targets): what a transition is in the diagram, whatever the context holds.
 */
export function transitionKey(machine: AnyStateMachine, snapshot: unknown, event: EventObject): string {
  // With the `always` transitions the event leads to: a tick that expires a code is another edge
  // than a tick that does not.
  return takenTransitions(machine, snapshot, event).join(' + ') || `${event.type} (none)`;
}

export function describeTransition(t: {
  source: { id: string };
  eventType: string;
  target?: readonly { id: string }[] | undefined;
  guard?: unknown;
}): string {
  const guard = t.guard
    ? `[${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  const targets = (t.target ?? []).map((node) => node.id).join(',') || 'self';
  return `${t.source.id} --${t.eventType}${guard}--> ${targets}`;
}

/** "a.b.c" style names of the leaf states a snapshot is in, for coverage counts. */
export function activeLeaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    activeLeaves(v, prefix ? `${prefix}.${k}` : k),
  );
}
