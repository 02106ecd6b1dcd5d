import type { AnyStateMachine } from 'xstate';
import { machinesOf } from './chartModel';

/**
 * Every machine of src/machines, found by file name (`*Machine.ts`) and by value (an export that
 * is a state machine): a new machine shows up in the atlas without anyone listing it. Factories
 * such as createRequestMachine export no machine and appear through their instances.
 */
// Eager: as static imports of this (lazy) module the machine files join their screens' chunks.
// A lazy glob made each machine file a dynamic entry and a chunk of its own: every screen then
// preloaded one more file and the entry chunk's dependency map grew (~0.6 kB gzip, over budget).
// This module loads only when the first chart is wanted (chartQueue), never for the list.
const modules = import.meta.glob<Record<string, unknown>>('../**/*Machine.ts', { eager: true });

let loaded: AnyStateMachine[] | undefined;
let byId: Map<string, AnyStateMachine> | undefined;

/** Every machine, sorted by id. */
export function machineCatalogue(): AnyStateMachine[] {
  loaded ??= machinesOf(Object.values(modules));
  return loaded;
}

/** The machine of this id; undefined for an id no machine has. */
export function machineById(id: string): AnyStateMachine | undefined {
  byId ??= new Map(machineCatalogue().map((machine) => [machine.id, machine]));
  return byId.get(id);
}
