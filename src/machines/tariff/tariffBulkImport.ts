import { fromPromise } from 'xstate';
import type { SubmitResult } from '../../lib/sheets/importTypes';
import { createImportMachine, type SubmitRowsInput } from '../shared/import/importMachine';
import { workerReadFile } from '../shared/import/workerReader';
import { tariffBulkImportSpec } from './bulkImportSpec';

/**
 * The import kit with the bulk spreadsheet's worker. Its "submit" sends nothing: the read rows
 * become the bulk change's moves, which the server checks as a whole (the can-do list).
 */
export const tariffBulkImportMachine = createImportMachine(tariffBulkImportSpec).provide({
  actors: {
    readFile: workerReadFile(
      () => new Worker(new URL('./tariffBulkImport.worker.ts', import.meta.url), { type: 'module' }),
    ),
    submitRows: fromPromise<SubmitResult[], SubmitRowsInput>(async ({ input }) =>
      input.rows.map((row) => ({ line: row.line, ok: true })),
    ),
  },
});
