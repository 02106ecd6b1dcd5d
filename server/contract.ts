/**
 * The shared catalogue as the sandbox sees it: every feature’s src/api/<feature>/rows.ts, found by a
 * directory scan (Node has no import.meta.glob), in the same order as the portal's glob.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { collectRows } from '../src/api/contract/collect';
import type { ContractRow } from '../src/api/contract/define';

// Paths, not URL objects: under jsdom (the model tests) the global URL is jsdom's, which node:fs refuses.
const ROWS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/api');

const files = readdirSync(ROWS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(ROWS_DIR, entry.name, 'rows.ts')))
  .map((entry) => `${entry.name}/rows.ts`)
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
