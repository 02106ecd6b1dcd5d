import type { AnyActorRef, AnyStateMachine } from 'xstate';

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

function withPlayedDelays<T>(logic: T): T {
  const machine = logic as unknown as AnyStateMachine;
  const delays = machine?.implementations?.delays;
  if (!delays || typeof machine.provide !== 'function') return logic;
  const played = Object.fromEntries(
    PLAYED_DELAYS.filter((name) => name in delays).map((name) => [name, NEVER_BY_ITSELF]),
  );
  return Object.keys(played).length ? (machine.provide({ delays: played }) as unknown as T) : logic;
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
  const useActorRef = ((logic: { id?: string }, ...rest: unknown[]) => {
    const ref = (actual.useActorRef as (...args: unknown[]) => AnyActorRef)(withPlayedDelays(logic), ...rest);
    probedActors.set(logic.id ?? '?', ref);
    return ref;
  }) as typeof actual.useActorRef;
  return { ...actual, useActorRef };
}
