/**
 * The catalogue's index for the portal (issue 14): which rows file of src/api/endpoints holds
 * each row, as the virtual module `virtual:contract-row-files`. The HTTP actor then loads only
 * the rows file (and its schemas) of the row it calls, instead of all 220 rows with every
 * answer schema in one chunk whose evaluation was the line-user page's longest task.
 *
 * The index is read from the files' text: a row is a key of `rows({...})` at two spaces of
 * indent whose value starts with a row builder (`post(`, `get(`, `put(`, `del(`).
 * src/api/contract/lazyCatalogue.test.ts proves it names exactly the rows the files define.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const ROW_FILES_ID = 'virtual:contract-row-files';
const RESOLVED = `\0${ROW_FILES_ID}`;
/** The rows files, from the project's root. */
export const ENDPOINTS_DIR = 'src/api/endpoints';
const ROW = /^ {2}([A-Za-z][A-Za-z0-9]*): (?:post|get|put|del)\(/gm;

const isRowsFile = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts');

/** Row name → rows file name (`lineUser.ts`), read from the files in `dir`. */
export function scanRowFiles(dir: string): Record<string, string> {
  const index: Record<string, string> = {};
  for (const file of readdirSync(dir).filter(isRowsFile).sort()) {
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
      for (const file of readdirSync(dir).filter(isRowsFile)) this.addWatchFile(join(dir, file));
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
