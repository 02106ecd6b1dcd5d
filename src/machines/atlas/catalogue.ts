import type { AnyStateMachine } from 'xstate';
import { machinesOf } from './chartModel';

/**
 * Every machine of src/machines, found by file name (`*Machine.ts`) and by value (an export that
 * is a state machine): a new machine shows up in the atlas without anyone listing it. Factories
 * such as createRequestMachine export no machine and appear through their instances.
 */
// Eager: the atlas lists every machine at once, and as static imports of this (lazy) module the
// machine files join their screens' chunks instead of each becoming a chunk of its own, which
// cost every screen a preload entry in the entry chunk's dependency map.
const modules = import.meta.glob<Record<string, unknown>>('../**/*Machine.ts', { eager: true });

let loaded: AnyStateMachine[] | undefined;

/** Synchronous: the modules are already here, so the page's first render lists every flow. */
export function machineCatalogue(): AnyStateMachine[] {
  loaded ??= machinesOf(Object.values(modules));
  return loaded;
}
