import type { AnyStateMachine, EventObject } from 'xstate';
import type { ModelPath } from './edgePaths';

/** Which states and events the model paths reached, per machine, for the coverage report. */
const reached = new Map<string, { states: Set<string>; events: Set<string> }>();

function leafIds(snapshot: { _nodes?: { id: string; type: string }[] }): string[] {
  return (snapshot._nodes ?? []).map((node) => node.id);
}

export function recordCoverage(
  name: string,
  _machine: AnyStateMachine,
  paths: ModelPath<unknown, EventObject>[],
) {
  const entry = reached.get(name) ?? { states: new Set(), events: new Set() };
  for (const path of paths) {
    for (const step of path) {
      for (const id of leafIds(step.state as never)) entry.states.add(id);
      entry.events.add(step.event.type);
    }
  }
  reached.set(name, entry);
}

export function coverage() {
  return reached;
}
