import { type AnyActorRef, fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { SimImportResult } from '../../api/simCard/types';
import type { ImportRow } from '../../lib/sheets/importTypes';
import { createImportMachine, type SubmitRowsInput } from '../shared/import/importMachine';
import { workerReadFile } from '../shared/import/workerReader';
import { simCardImportSpec } from './importSpec';

/** The order machine's system id: the import reads the lines already chosen from it. */
export const SIM_CARD_ORDER_SYSTEM_ID = 'simCardOrder';

/** The numbers already in the order (they count against the limit and make a row a duplicate). */
function chosenNumbers(system: { get(id: string): AnyActorRef | undefined }): string[] {
  const order = system.get(SIM_CARD_ORDER_SYSTEM_ID);
  const lines = (order?.getSnapshot().context as { lines?: { msisdn: string }[] } | undefined)?.lines;
  return lines?.map((line) => line.msisdn) ?? [];
}

/** The rows as the Excel import row reads them: number, product and reason as written. */
export const importBody = (rows: readonly ImportRow[], chosen: string[]) => ({
  rows: rows.map((row) => ({
    line: row.line,
    msisdn: row.values.msisdn ?? '',
    product: row.values.product ?? '',
    reason: row.values.reason ?? '',
  })),
  chosen,
});

/**
 * Checks the file's rows on the server, one result per row. An accepted row's result carries the
 * order line (`item`), which the order machine takes; a refused row's carries its reason, which
 * the import's results list shows.
 */
export const checkSimRows = fromPromise<SimImportResult[], SubmitRowsInput>(
  async ({ input, signal, system }) => {
    const answer = await callEndpoint(
      'simCardExcelImport',
      { body: importBody(input.rows, chosenNumbers(system)) },
      signal,
    );
    return answer.results;
  },
);

/** The spreadsheet import of SIM card rows: the import kit with this page's worker and check. */
export const simCardImportLogic = createImportMachine(simCardImportSpec).provide({
  actors: {
    readFile: workerReadFile(
      () => new Worker(new URL('./simCardImport.worker.ts', import.meta.url), { type: 'module' }),
    ),
    submitRows: checkSimRows,
  },
});
