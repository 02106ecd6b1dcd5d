import type { AnyActorRef, AnyStateMachine } from 'xstate';

/**
 * Debounces that only wait for the person to stop typing. The walks type in one go (user-event
 * without delays), so a short quiet time means the same to the machine, and a debounce's own
 * model step costs 60 ms instead of a quarter second of idle waiting. It stays longer than the
 * gap between two walked steps (10 ms was not: a search ran before the next step cleared the
 * box). Delays the model walks on purpose (a reservation running out) keep their length.
 */
const QUIET_DELAYS: Record<string, number> = { searchDebounce: 60, filterQuiet: 60 };

function withQuietDelays<T>(logic: T): T {
  const machine = logic as unknown as AnyStateMachine;
  const delays = machine?.implementations?.delays;
  if (!delays || typeof machine.provide !== 'function') return logic;
  const quiet = Object.fromEntries(Object.entries(QUIET_DELAYS).filter(([name]) => name in delays));
  return Object.keys(quiet).length ? (machine.provide({ delays: quiet }) as unknown as T) : logic;
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
 * The @xstate/react module with a useActorRef that also records each ref (and shortens the
 * typing debounces, see QUIET_DELAYS). Each model test file hoists `vi.mock('@xstate/react',
 * (original) => import('./support/actorProbe').then((m) => m.probingXstateReact(original)))`:
 * vi.mock is per file, the wrapper is written once here.
 */
export async function probingXstateReact(importOriginal: () => Promise<unknown>) {
  const actual = (await importOriginal()) as typeof import('@xstate/react');
  const useActorRef = ((logic: { id?: string }, ...rest: unknown[]) => {
    const ref = (actual.useActorRef as (...args: unknown[]) => AnyActorRef)(withQuietDelays(logic), ...rest);
    probedActors.set(logic.id ?? '?', ref);
    return ref;
  }) as typeof actual.useActorRef;
  return { ...actual, useActorRef };
}
