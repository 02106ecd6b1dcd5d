import type { AnyActorRef } from 'xstate';

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
 * The @xstate/react module with a useActorRef that also records each ref. Each model test file
 * hoists `vi.mock('@xstate/react', (original) => import('./support/actorProbe').then((m) =>
 * m.probingXstateReact(original)))`: vi.mock is per file, the wrapper is written once here.
 */
export async function probingXstateReact(importOriginal: () => Promise<unknown>) {
  const actual = (await importOriginal()) as typeof import('@xstate/react');
  const useActorRef = ((logic: { id?: string }, ...rest: unknown[]) => {
    const ref = (actual.useActorRef as (...args: unknown[]) => AnyActorRef)(logic, ...rest);
    probedActors.set(logic.id ?? '?', ref);
    return ref;
  }) as typeof actual.useActorRef;
  return { ...actual, useActorRef };
}
