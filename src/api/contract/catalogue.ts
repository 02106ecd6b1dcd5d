/**
 * The whole catalogue at run time in the portal: every feature’s src/api/<feature>/rows.ts, found by
 * glob. The HTTP actor loads this module with its first call, so the rows and their schemas stay
 * out of the entry. The sandbox finds the same files with server/contract.ts.
 */
import { collectRows } from './collect';
import type { ContractRow } from './define';

const modules = import.meta.glob<Record<string, unknown>>('../*/rows.ts', {
  eager: true,
});

/** Every row of spec §7, in file order. */
export const endpoints: readonly ContractRow[] = collectRows(
  Object.keys(modules)
    .sort()
    .map((key) => modules[key]!),
);

export const endpointsByName: ReadonlyMap<string, ContractRow> = new Map(
  endpoints.map((row) => [row.name, row]),
);

export function endpoint(name: string): ContractRow {
  const row = endpointsByName.get(name);
  if (!row) throw new Error(`Unknown endpoint: ${name}`);
  return row;
}

// The answer check travels with the rows, so valibot loads with the first call, not in the entry.
export { checkAnswer } from './answerCheck';
