import { enqueueActions, fromPromise } from 'xstate';
import { callEndpoint, errorMessage, HttpError } from '../../actors/http';
import type { LineUserInput } from '../../api/lineUser/types';
import { normalizeMsisdn } from '../../lib/msisdn';
import type { ImportRow, SubmitResult } from '../../lib/sheets/importTypes';
import { duplicateMessage } from '../../lib/sheets/validate';
import { createImportMachine, type SubmitRowsInput } from '../shared/import/importMachine';
import { workerReadFile } from '../shared/import/workerReader';
import { lineUserBody, lineUserImportSpec, MSISDN_MESSAGE } from './importSpec';

export const UNKNOWN_LINE_MESSAGE = 'Bu numara şirketinize ait bir hat değil.';
/** Parallel updates: enough to keep a 500-row file short, few enough not to flood the back end. */
export const SUBMIT_CONCURRENCY = 6;

/** The two calls a bulk update makes; the real ones are the line-user rows, tests pass fakes. */
export interface LineUserImportApi {
  /** Which of these numbers (national form) are no line of the company. */
  unknownNumbers(msisdns: string[], signal: AbortSignal): Promise<string[]>;
  update(msisdn: string, body: LineUserInput, signal: AbortSignal): Promise<void>;
}

export const lineUserImportApi: LineUserImportApi = {
  async unknownNumbers(msisdns, signal) {
    // Resolve mode answers every unknown number whatever the page size: one call for the file.
    const page = await callEndpoint(
      'lineUserProductList',
      { body: { offset: 0, limit: 1, msisdns } },
      signal,
    );
    return page.unknown;
  },
  async update(msisdn, body, signal) {
    await callEndpoint('lineUserProductUpdate', { params: { productId: msisdn }, body }, signal);
  },
};

/**
 * A failure that is not about the row: no network, the session is over, no permission. The
 * batch stops and goes back to review as a whole (PUT is idempotent, so sending again is safe).
 */
function stopsTheBatch(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return (
    error.kind === 'transport' || error.code === '419' || error.httpStatus === 401 || error.httpStatus === 403
  );
}

function rowMessage(error: unknown): string {
  // A line that left the company between the check and its update.
  if (error instanceof HttpError && error.httpStatus === 404) return UNKNOWN_LINE_MESSAGE;
  return errorMessage(error);
}

/**
 * Sends each checked row as one line's update, SUBMIT_CONCURRENCY at a time. Numbers that are no
 * line of the company are found with one resolve call first, so they are not sent at all (and
 * the shell is not told about hundreds of 404s). One row's refusal never fails the others.
 */
export async function submitLineUserRows(
  rows: readonly ImportRow[],
  api: LineUserImportApi,
  signal: AbortSignal,
): Promise<SubmitResult[]> {
  const results = new Map<number, SubmitResult>();
  const firstLineOf = new Map<string, number>();
  const toSend: { line: number; msisdn: string; body: LineUserInput }[] = [];
  for (const row of rows) {
    const msisdn = normalizeMsisdn(row.values.msisdn ?? '');
    if (msisdn === null) {
      // Rows come checked; this guards a caller that skipped the check.
      results.set(row.line, { line: row.line, ok: false, message: MSISDN_MESSAGE });
      continue;
    }
    // The file check compares numbers as written; "0532 …" and "532…" are one line.
    const first = firstLineOf.get(msisdn);
    if (first !== undefined) {
      results.set(row.line, { line: row.line, ok: false, message: duplicateMessage(first) });
      continue;
    }
    firstLineOf.set(msisdn, row.line);
    toSend.push({ line: row.line, msisdn, body: lineUserBody(row.values) });
  }

  const unknown = new Set(
    toSend.length > 0
      ? await api.unknownNumbers(
          toSend.map((r) => r.msisdn),
          signal,
        )
      : [],
  );
  const known = toSend.filter((row) => {
    if (!unknown.has(row.msisdn)) return true;
    results.set(row.line, { line: row.line, ok: false, message: UNKNOWN_LINE_MESSAGE });
    return false;
  });

  const stop = new AbortController();
  const lanes = AbortSignal.any([signal, stop.signal]);
  let next = 0;
  const lane = async () => {
    while (next < known.length) {
      lanes.throwIfAborted();
      const row = known[next++] as (typeof known)[number];
      try {
        await api.update(row.msisdn, row.body, lanes);
        results.set(row.line, { line: row.line, ok: true });
      } catch (error) {
        if (stopsTheBatch(error) || lanes.aborted) {
          stop.abort();
          throw error;
        }
        results.set(row.line, { line: row.line, ok: false, message: rowMessage(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SUBMIT_CONCURRENCY, known.length) }, lane));
  return rows.map(
    (row) => results.get(row.line) ?? { line: row.line, ok: false, message: errorMessage(null) },
  );
}

/** The `submitRows` actor over an API (the real one by default). */
export const lineUserSubmitRows = (api: LineUserImportApi = lineUserImportApi) =>
  fromPromise<SubmitResult[], SubmitRowsInput>(({ input, signal }) =>
    submitLineUserRows(input.rows, api, signal),
  );

/**
 * The bulk line-user update: the import kit with the line-user worker and update calls, run as
 * the line-user page's child; a submit that saved at least one row tells the page (lines.changed).
 */
export const bulkImportMachine = createImportMachine(lineUserImportSpec).provide({
  actions: {
    submitted: enqueueActions(({ enqueue }, results: SubmitResult[]) => {
      if (results.some((result) => result.ok)) enqueue.sendParent({ type: 'lines.changed' });
    }),
  },
  actors: {
    readFile: workerReadFile(
      () => new Worker(new URL('./lineUserImport.worker.ts', import.meta.url), { type: 'module' }),
    ),
    submitRows: lineUserSubmitRows(),
  },
});
