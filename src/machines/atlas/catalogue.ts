import type { AnyStateMachine } from 'xstate';
import { machinesOf } from './chartModel';

/**
 * Every machine of src/machines, found by file name (`*Machine.ts`) and by value (an export that
 * is a state machine): a new machine shows up in the atlas without anyone listing it. Factories
 * such as createRequestMachine export no machine and appear through their instances.
 */
const modules = import.meta.glob<Record<string, unknown>>('../**/*Machine.ts');

let loaded: Promise<AnyStateMachine[]> | undefined;

export function loadMachineCatalogue(): Promise<AnyStateMachine[]> {
  loaded ??= Promise.all(Object.values(modules).map((load) => load())).then(machinesOf);
  return loaded;
}
