import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';

/**
 * Debounces that only wait for the person to stop typing. In a walk they never run out by
 * themselves: the model has a step of their own for the moment they run out, and the walk
 * plays it by sending that event (walkPortal.ts), as it plays the session's clock. A real timer
 * cost a quarter second of idle waiting per step, and a short one raced the next step on a
 * busy machine (a search ran before the walk cleared the box).
 */
export const PLAYED_DELAYS = ['searchDebounce', 'filterQuiet', 'approvalPoll', 'jobPoll'] as const;
const NEVER_BY_ITSELF = 3_600_000;

/** Whether an event is a played delay running out (`xstate.after.<delay>.<state id>`). */
export const isPlayedDelay = (eventType: string) =>
  eventType.startsWith('xstate.after.') &&
  (PLAYED_DELAYS as readonly string[]).includes(eventType.split('.')[2] ?? '');

/** The logic with its typing debounces played by the walk (also for a chart handed over in an event). */
export function withPlayedDelays<T>(logic: T): T {
  const machine = logic as unknown as AnyStateMachine;
  const delays = machine?.implementations?.delays;
  if (!delays || typeof machine.provide !== 'function') return logic;
  const played = Object.fromEntries(
    PLAYED_DELAYS.filter((name) => name in delays).map((name) => [name, NEVER_BY_ITSELF]),
  );
  // A page machine's children (lists with a quick filter) are played the same way.
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors ?? {}).map(([name, child]) => [
      name,
      withPlayedDelays(child),
    ]),
  );
  const changed = Object.entries(actors).some(
    ([name, child]) => child !== machine.implementations.actors[name],
  );
  if (!Object.keys(played).length && !changed) return logic;
  return machine.provide({ delays: played, actors }) as unknown as T;
}

/** Records every machine actor the view's actor system starts (a page machine's children too). */
function recordingActors(options: unknown) {
  const given = (options ?? {}) as { inspect?: (event: InspectionEvent) => void };
  return {
    ...given,
    inspect: (event: InspectionEvent) => {
      given.inspect?.(event);
      const id = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
      if (event.type === '@xstate.actor' && typeof id === 'string')
        probedActors.set(id, event.actorRef as AnyActorRef);
    },
  };
}

/**
 * The actors the views start with useActorRef, by machine id, newest first wins. The model
 * tests wrap @xstate/react's useActorRef (see portalApp.tsx) so they can compare the running
 * machine with the model without any test hook in the views.
 */
export const probedActors = new Map<string, AnyActorRef>();

export function probed<T extends AnyActorRef = AnyActorRef>(machineId: string): T {
  const ref = probedActors.get(machineId);
  if (!ref) throw new Error(`no running actor of machine "${machineId}"`);
  return ref as T;
}

/**
 * The @xstate/react module with a useActorRef that also records each ref (and hands the typing
 * debounces to the walk, see PLAYED_DELAYS). Each model test file hoists `vi.mock('@xstate/react',
 * (original) => import('./support/actorProbe').then((m) => m.probingXstateReact(original)))`:
 * vi.mock is per file, the wrapper is written once here.
 */
export async function probingXstateReact(importOriginal: () => Promise<unknown>) {
  const actual = (await importOriginal()) as typeof import('@xstate/react');
  const useActorRef = ((logic: { id?: string }, options?: unknown, ...rest: unknown[]) => {
    const ref = (actual.useActorRef as (...args: unknown[]) => AnyActorRef)(
      withPlayedDelays(logic),
      recordingActors(options),
      ...rest,
    );
    probedActors.set(logic.id ?? '?', ref);
    return ref;
  }) as typeof actual.useActorRef;
  return { ...actual, useActorRef };
}
