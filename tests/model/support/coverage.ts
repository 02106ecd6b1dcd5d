import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnyStateMachine, createEmptyActor, type EventObject } from 'xstate';
import { describeTransition, type TransitionLike } from '../../../src/machines/atlas/chartModel';
import type { ModelPath } from './edgePaths';

/** Where each model test file writes what its paths reached (git-ignored; read by scripts/model-coverage.ts). */
export const COVERAGE_DIR = '.model-coverage';

const reached = new Map<string, { states: Set<string>; transitions: Set<string> }>();
/**
 * Names this module's JSON files. Files run in parallel, each worker with its own module graph
 * (one per file when isolated, one per worker in the `model` project, where `reached` gathers the
 * worker's files), so each writes only files of its own name and none is written by two at once.
 */
export const fileId = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface Microstep {
  snapshot: { _nodes?: { id: string }[] };
  transitions: TransitionLike[];
}

/**
 * Replays a step with XState's own macrostep and collects its microsteps: the transitions the
 * event took, then every `always` transition that followed, each with the states it entered.
 */
function microsteps(run: (scope: unknown) => unknown): Microstep[] {
  const steps: Microstep[] = [];
  const empty = createEmptyActor();
  const system = Object.create(empty.system, {
    _sendInspectionEvent: {
      value: (event: { type: string; snapshot: Microstep['snapshot']; _transitions?: TransitionLike[] }) => {
        if (event.type === '@xstate.microstep')
          steps.push({ snapshot: event.snapshot, transitions: event._transitions ?? [] });
      },
    },
  });
  run({
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  });
  return steps;
}

/**
 * The statechart transitions one event takes from a snapshot, including the `always` transitions
 * that follow it, as the coverage report names them.
 */
export function takenTransitions(machine: AnyStateMachine, snapshot: unknown, event: EventObject): string[] {
  return microsteps((scope) => machine.transition(snapshot as never, event as never, scope as never)).flatMap(
    (step) => step.transitions.map((t) => describeTransition(t)),
  );
}

export interface Reach {
  states: Set<string>;
  transitions: Set<string>;
}

function noteMicrosteps(entry: Reach, steps: Microstep[]) {
  for (const step of steps) {
    for (const node of step.snapshot._nodes ?? []) entry.states.add(node.id);
    for (const t of step.transitions) {
      // A transition taken from a state proves the state was entered (an initial state left at once).
      entry.states.add(t.source.id);
      entry.transitions.add(describeTransition(t));
    }
  }
}

/** Adds to `entry` the states one path enters and the transitions it takes, as the report counts them. */
export function notePath(entry: Reach, machine: AnyStateMachine, path: ModelPath<unknown, EventObject>) {
  path.forEach((step, i) => {
    if (i === 0) {
      for (const node of (step.state as Microstep['snapshot'])._nodes ?? []) entry.states.add(node.id);
      return;
    }
    const before = path[i - 1]!.state;
    noteMicrosteps(
      entry,
      microsteps((scope) => machine.transition(before as never, step.event as never, scope as never)),
    );
  });
}

/**
 * Records the states entered and the transitions taken along the model paths of a machine, keyed
 * by the machine's id, and writes them for the coverage report. `input` replays the start (its
 * `always` transitions); without it the first snapshot's states count as reached.
 */
export function recordCoverage(
  _name: string,
  machine: AnyStateMachine,
  paths: ModelPath<unknown, EventObject>[],
  input?: unknown,
) {
  const entry = reached.get(machine.id) ?? { states: new Set<string>(), transitions: new Set<string>() };
  if (input !== undefined || paths.length)
    noteMicrosteps(
      entry,
      microsteps((scope) => machine.getInitialSnapshot(scope as never, input as never)),
    );
  for (const path of paths) notePath(entry, machine, path);
  reached.set(machine.id, entry);
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(
    join(COVERAGE_DIR, `${machine.id}.${fileId}.json`),
    JSON.stringify({ machineId: machine.id, states: [...entry.states], transitions: [...entry.transitions] }),
  );
}

export function coverage() {
  return reached;
}
