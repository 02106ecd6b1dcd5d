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
