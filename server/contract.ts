/**
 * The shared catalogue as the sandbox sees it: every rows file of src/api/endpoints, found by a
 * directory scan (Node has no import.meta.glob), in the same order as the portal's glob.
 */
import { readdirSync } from 'node:fs';
import { collectRows } from '../src/api/contract/collect';
import type { ContractRow } from '../src/api/contract/define';

const ROWS_DIR = new URL('../src/api/endpoints/', import.meta.url);

const files = readdirSync(ROWS_DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .sort();

/** Every row of spec §7, in file order. */
export const endpoints: readonly ContractRow[] = collectRows(
  await Promise.all(
    files.map((name) => import(new URL(name, ROWS_DIR).href) as Promise<Record<string, unknown>>),
  ),
);

export const endpointsByName: ReadonlyMap<string, ContractRow> = new Map(
  endpoints.map((row) => [row.name, row]),
);
