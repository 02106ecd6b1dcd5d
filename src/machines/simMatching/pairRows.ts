/**
 * The list of (ICCID, line) pairs a person builds: rows typed in the form, pasted as
 * "ICCID;numara" lines or read from a spreadsheet. Pure helpers the machine's actions use.
 */
import type { SimPair, SimPairResult } from '../../api/simMatching/types';
import { MAX_SIM_PAIRS } from '../../api/simMatching/types';
import { iccidProblem } from '../../lib/iccid';
import { normalizeMsisdn } from '../../lib/msisdn';

export interface PairRow extends SimPair {
  /** Stable within the page: row keys, field names, results. */
  id: number;
}

export const MSISDN_PROBLEM = 'Geçerli bir GSM numarası değil (ör. 0532 123 45 67).';
export const MSISDN_REQUIRED = 'Hat numarasını yazın.';

/** What is wrong with a row as written, per field (checked as typed, before the server's check). */
export function rowProblems(row: SimPair): { iccid?: string; msisdn?: string } {
  const iccid = row.iccid.trim() === '' ? undefined : (iccidProblem(row.iccid) ?? undefined);
  const msisdn =
    row.msisdn.trim() === '' ? undefined : normalizeMsisdn(row.msisdn) === null ? MSISDN_PROBLEM : undefined;
  return { ...(iccid ? { iccid } : {}), ...(msisdn ? { msisdn } : {}) };
}

export const isBlank = (row: SimPair) => row.iccid.trim() === '' && row.msisdn.trim() === '';

/** The rows worth sending: blank rows (the form's spare one) are left out. */
export const filledRows = (rows: readonly PairRow[]) => rows.filter((row) => !isBlank(row));

/** A line of a pasted list that could not be read as a pair, with its line number. */
export interface PasteProblem {
  line: number;
  text: string;
}

const SEPARATOR = /[;\t,|]/;

/**
 * "ICCID;numara" lines (also `,`, tab or `|`, as spreadsheets and mails give them). A line with a
 * header's words (no digit in its first part) is skipped; a line that is not two parts is a problem.
 */
export function parsePasted(text: string): { pairs: SimPair[]; problems: PasteProblem[] } {
  const pairs: SimPair[] = [];
  const problems: PasteProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const parts = line.split(SEPARATOR).map((part) => part.trim());
    if (parts.length === 2 && !/\d/.test(parts[0] ?? '') && !/\d/.test(parts[1] ?? '')) return;
    if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
      problems.push({ line: index + 1, text: line });
      return;
    }
    pairs.push({ iccid: parts[0] as string, msisdn: parts[1] as string });
  });
  return { pairs, problems };
}

/**
 * `rows` with `pairs` added after the filled rows (a blank spare row is replaced), at most
 * MAX_SIM_PAIRS in all; answers how many did not fit.
 */
export function appendPairs(
  rows: readonly PairRow[],
  pairs: readonly SimPair[],
  nextId: number,
): { rows: PairRow[]; nextId: number; dropped: number } {
  const kept = filledRows(rows);
  const room = Math.max(0, MAX_SIM_PAIRS - kept.length);
  const added = pairs.slice(0, room).map((pair, i) => ({ ...pair, id: nextId + i }));
  return { rows: [...kept, ...added], nextId: nextId + added.length, dropped: pairs.length - added.length };
}

/** The server's results by row id (results come in the order the filled rows were sent). */
export function resultsById(
  sent: readonly PairRow[],
  results: readonly SimPairResult[],
): Record<number, SimPairResult> {
  const out: Record<number, SimPairResult> = {};
  sent.forEach((row, i) => {
    const result = results[i];
    if (result) out[row.id] = result;
  });
  return out;
}
