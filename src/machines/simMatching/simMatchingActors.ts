import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type {
  SimMatchReport,
  SimMatchRequest,
  SimPair,
  SimPoolAnswer,
  SimValidation,
} from '../../api/simMatching/types';
import type { SubmitResult } from '../../lib/sheets/importTypes';
import type { SubmitRowsInput } from '../shared/import/importMachine';
import { createImportMachine } from '../shared/import/importMachine';
import { workerReadFile } from '../shared/import/workerReader';
import { simPairImportSpec } from './importSpec';

export interface PairsInput {
  pairs: SimPair[];
}

export const validatePairs = fromPromise<SimValidation, PairsInput>(({ input, signal }) =>
  callEndpoint('simMatchingValidate', { body: { pairs: input.pairs } }, signal),
);

/** The match, with the SMS code's validated transaction for this very list. */
export const matchPairs = fromPromise<SimMatchReport, SimMatchRequest>(({ input, signal }) =>
  callEndpoint('simMatchingMatch', { body: input }, signal),
);

export const checkPool = fromPromise<SimPoolAnswer, { iccid: string }>(({ input, signal }) =>
  callEndpoint('simMatchingIsInPool', { query: { iccid: input.iccid } }, signal),
);

/**
 * The import kit with the SIM spreadsheet's worker. Its "submit" sends nothing: the checked rows
 * join the page's list (the matching flow takes them when the import is done), where the server
 * checks them with the typed ones.
 */
export const simPairImportMachine = createImportMachine(simPairImportSpec).provide({
  actors: {
    readFile: workerReadFile(
      () => new Worker(new URL('./simPairImport.worker.ts', import.meta.url), { type: 'module' }),
    ),
    submitRows: fromPromise<SubmitResult[], SubmitRowsInput>(async ({ input }) =>
      input.rows.map((row) => ({ line: row.line, ok: true })),
    ),
  },
});
