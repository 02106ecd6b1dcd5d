/**
 * The catalogue's index for the portal (issue 14): which rows file (src/api/<feature>/rows.ts) holds
 * each row, as the virtual module `virtual:contract-row-files`. The HTTP actor then loads only
 * the rows file (and its schemas) of the row it calls, instead of all 220 rows with every
 * answer schema in one chunk whose evaluation was the line-user page's longest task.
 *
 * The index is read from the files' text: a row is a key of `rows({...})` at two spaces of
 * indent whose value starts with a row builder (`post(`, `get(`, `put(`, `del(`).
 * src/api/contract/lazyCatalogue.test.ts proves it names exactly the rows the files define.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const ROW_FILES_ID = 'virtual:contract-row-files';
const RESOLVED = `\0${ROW_FILES_ID}`;
/** The features' contract folders, from the project's root: each keeps its rows in rows.ts. */
export const ENDPOINTS_DIR = 'src/api';
const ROW = /^ {2}([A-Za-z][A-Za-z0-9]*): (?:post|get|put|del)\(/gm;

/** `<feature>/rows.ts` of every feature folder in `dir` that has one. */
const rowsFiles = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'rows.ts')))
    .map((entry) => `${entry.name}/rows.ts`);

/** Row name → rows file (`lineUser/rows.ts`), read from the feature folders in `dir`. */
export function scanRowFiles(dir: string): Record<string, string> {
  const index: Record<string, string> = {};
  for (const file of rowsFiles(dir).sort()) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(ROW)) {
      index[match[1] as string] = file;
    }
  }
  return index;
}

export function rowIndexPlugin(): Plugin {
  let dir = ENDPOINTS_DIR;
  return {
    name: 'contract-row-index',
    configResolved(config) {
      dir = join(config.root, ENDPOINTS_DIR);
    },
    resolveId: (id) => (id === ROW_FILES_ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      for (const file of rowsFiles(dir)) this.addWatchFile(join(dir, file));
      return `export default ${JSON.stringify(scanRowFiles(dir))};`;
    },
    // A row added in development: the index is read again.
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(dir)) return;
      const index = server.moduleGraph.getModuleById(RESOLVED);
      if (index) server.moduleGraph.invalidateModule(index);
    },
  };
}
