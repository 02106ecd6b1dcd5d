/**
 * The shared catalogue as the sandbox sees it: every rows file of src/api/endpoints, found by a
 * directory scan (Node has no import.meta.glob), in the same order as the portal's glob.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { collectRows } from '../src/api/contract/collect';
import type { ContractRow } from '../src/api/contract/define';

// Paths, not URL objects: under jsdom (the model tests) the global URL is jsdom's, which node:fs refuses.
const ROWS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/api/endpoints');

const files = readdirSync(ROWS_DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .sort();

/** Every row of spec §7, in file order. */
export const endpoints: readonly ContractRow[] = collectRows(
  await Promise.all(
    files.map((name) => import(pathToFileURL(join(ROWS_DIR, name)).href) as Promise<Record<string, unknown>>),
  ),
);

export const endpointsByName: ReadonlyMap<string, ContractRow> = new Map(
  endpoints.map((row) => [row.name, row]),
);
