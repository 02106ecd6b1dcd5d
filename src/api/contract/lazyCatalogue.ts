/**
 * The catalogue as the portal loads it: one rows file (with its answer schemas) at a time, when
 * a row of it is first called. The build's index (scripts/vite/rowIndexPlugin.ts) says which
 * file holds a row, so a page loads the rows of the features it calls and no others. Tools and
 * tests that need every row use catalogue.ts.
 */
import rowFiles from 'virtual:contract-row-files';
import { collectRows } from './collect';
import type { ContractRow } from './define';

const loaders = import.meta.glob<Record<string, unknown>>('../*/rows.ts');

const files = new Map<string, Promise<ReadonlyMap<string, ContractRow>>>();

function loadFile(file: string): Promise<ReadonlyMap<string, ContractRow>> {
  let rows = files.get(file);
  if (!rows) {
    const load = loaders[`../${file}`];
    if (!load) throw new Error(`Unknown rows file: ${file}`);
    rows = load().then(
      (module) => new Map(collectRows([module]).map((row) => [row.name, row])),
      (error: unknown) => {
        // A chunk that failed to load is asked for again on the next call.
        files.delete(file);
        throw error;
      },
    );
    files.set(file, rows);
  }
  return rows;
}

/** The row called `name`, with its rows file loaded; an unknown name is a programming error. */
export async function loadEndpoint(name: string): Promise<ContractRow> {
  const file = rowFiles[name];
  const row = file ? (await loadFile(file)).get(name) : undefined;
  if (!row) throw new Error(`Unknown endpoint: ${name}`);
  return row;
}
