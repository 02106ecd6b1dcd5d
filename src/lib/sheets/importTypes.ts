/** One expected column of an import: `key` in the row values, `header` its Turkish title. */
export interface ImportColumn {
  key: string;
  header: string;
  required?: boolean;
  /** Other titles people use for it ("GSM No" for "Hat numarası"). */
  aliases?: string[];
}

export interface RowError {
  /** The column key the message belongs next to. */
  column: string;
  /** Turkish, shown next to the field. */
  message: string;
}

/** What a feature's import checks: its columns and a per-row validator (messages in Turkish). */
export interface ImportSpec {
  columns: ImportColumn[];
  validateRow(values: Record<string, string>, line: number): RowError[];
  /** A column whose value may appear only once in a file (a line number). */
  uniqueKey?: string;
  /** One example row for the downloadable template, by column key. */
  example?: Record<string, string>;
}

/** A data row as read: its line in the file (header = 1), trimmed values by key, its errors. */
export interface ImportRow {
  line: number;
  values: Record<string, string>;
  errors: RowError[];
}

/** Why a file could not be read; the view words these in Turkish. */
export type ReadFailure =
  | { code: 'unreadable' }
  | { code: 'empty' }
  | { code: 'missingColumns'; columns: string[] };

export type ImportOutcome = { ok: true; rows: ImportRow[] } | { ok: false; failure: ReadFailure };

/** One row's submit result, as the feature's submit actor reports it. */
export interface SubmitResult {
  line: number;
  ok: boolean;
  message?: string;
}

/** Messages between the page and an import worker. */
export type ToWorker = { type: 'start'; bytes: ArrayBuffer; fileName: string } | { type: 'cancel' };
export type FromWorker =
  | { type: 'progress'; done: number; total: number }
  /** A part of the rows; the rest follow, the last part in "done". */
  | { type: 'rows'; rows: ImportRow[] }
  | { type: 'done'; rows: ImportRow[] }
  | { type: 'failed'; failure: ReadFailure };
