import type { ContractRow } from './define';
import { isRowMap } from './define';

/**
 * The rows of every rows module, in module order, from their exported row maps. A name defined
 * twice is a programming error and stops the caller at start-up.
 */
export function collectRows(modules: readonly Record<string, unknown>[]): ContractRow[] {
  const rows: ContractRow[] = [];
  const seen = new Set<string>();
  for (const module of modules) {
    for (const value of Object.values(module)) {
      if (!isRowMap(value)) continue;
      for (const row of Object.values(value)) {
        if (seen.has(row.name)) throw new Error(`Endpoint row "${row.name}" is defined twice`);
        seen.add(row.name);
        rows.push(row);
      }
    }
  }
  return rows;
}
