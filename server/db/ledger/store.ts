/**
 * The one way any feature writes to or reads the operations ledger. Everything is scoped by the
 * company's corporateNcst, so a handler that passes the session's company can never read or touch
 * another company's entry. Features never write ledger SQL of their own.
 */
import {
  LEDGER_KINDS,
  type LedgerChannel,
  type LedgerKind,
  type LedgerStatus,
  type LineResult,
  NUMBERINGS,
} from '../../../src/api/ledger';
import type { Db } from '../connection';

export interface LedgerLine {
  msisdn: string;
  /** The line's user as it was when the entry was written. */
  userName?: string;
  productType?: 'VOICE' | 'DATA' | 'M2M';
  tariffName?: string;
  simType?: 'PHYSICAL' | 'ESIM';
  iccid?: string;
  /** How the operation ended on this line; PENDING while it waits. */
  result?: LineResult;
  before?: string;
  after?: string;
  reason?: string;
  processedAt?: number;
}

export interface SummaryItem {
  label: string;
  value: string;
}

export interface NewLedgerEntry {
  corporateNcst: string;
  /** The person who asked (one of the company's persons); their name is kept with the entry. */
  userId: number;
  kind: LedgerKind;
  /** The line operation it is in the request history (OPERATION_TYPES), when it is one. */
  operationTypeId?: number;
  status: LedgerStatus;
  channel?: LedgerChannel;
  /** Turkish, e.g. "2 ses hattı, 1 M2M hattı". */
  title: string;
  summary?: SummaryItem[];
  /** The feature's own JSON (a wizard's summary). */
  details?: Record<string, unknown>;
  lines: LedgerLine[];
  /** Seeds write the past; a live write takes the clock. */
  createdAt?: number;
  updatedAt?: number;
  completedAt?: number;
}

export interface LedgerEntry {
  id: number;
  number: string;
  corporateNcst: string;
  kind: LedgerKind;
  operationTypeId: number | null;
  status: LedgerStatus;
  userId: number;
  requestedBy: string;
  channel: LedgerChannel;
  title: string;
  summary: SummaryItem[];
  details: Record<string, unknown>;
  lines: LedgerLine[];
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
}

export interface LedgerPatch {
  status?: LedgerStatus;
  title?: string;
  summary?: SummaryItem[];
  details?: Record<string, unknown>;
  lines?: LedgerLine[];
  completedAt?: number | null;
}

export interface LedgerFilter {
  kinds?: readonly LedgerKind[];
  /** Only entries that are line operations (have an operation type). */
  lineOperations?: boolean;
  statuses?: readonly LedgerStatus[];
  /** Entries with this line among theirs. */
  msisdn?: string;
  channels?: readonly LedgerChannel[];
}

interface EntryRow {
  id: number;
  number: string;
  corporate_ncst: string;
  kind: LedgerKind;
  operation_type_id: number | null;
  status: LedgerStatus;
  user_id: number;
  requested_by: string;
  channel: LedgerChannel;
  title: string;
  summary: string;
  details: string;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
}

interface LineRow {
  entry_id: number;
  msisdn: string;
  user_name: string | null;
  product_type: LedgerLine['productType'] | null;
  tariff_name: string | null;
  sim_type: LedgerLine['simType'] | null;
  iccid: string | null;
  result: LineResult;
  before_value: string | null;
  after_value: string | null;
  reason: string | null;
  processed_at: number | null;
}

/** "SP-20261127-000123": the family's prefix, the creation day (UTC) and the row id, never repeated. */
export function formatLedgerNumber(kind: LedgerKind, id: number, createdAt: number): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replace(/-/g, '');
  return `${NUMBERINGS[LEDGER_KINDS[kind].numbering]}-${day}-${String(id).padStart(6, '0')}`;
}

const some = <K extends string, V>(key: K, value: V | null | undefined) =>
  value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>);

function toLine(row: LineRow): LedgerLine {
  return {
    msisdn: row.msisdn,
    ...some('userName', row.user_name),
    ...some('productType', row.product_type),
    ...some('tariffName', row.tariff_name),
    ...some('simType', row.sim_type),
    ...some('iccid', row.iccid),
    result: row.result,
    ...some('before', row.before_value),
    ...some('after', row.after_value),
    ...some('reason', row.reason),
    ...some('processedAt', row.processed_at),
  };
}

function toEntry(row: EntryRow, lines: LedgerLine[]): LedgerEntry {
  return {
    id: row.id,
    number: row.number,
    corporateNcst: row.corporate_ncst,
    kind: row.kind,
    operationTypeId: row.operation_type_id,
    status: row.status,
    userId: row.user_id,
    requestedBy: row.requested_by,
    channel: row.channel,
    title: row.title,
    summary: JSON.parse(row.summary) as SummaryItem[],
    details: JSON.parse(row.details) as Record<string, unknown>,
    lines,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}

const FINISHED: readonly LedgerStatus[] = ['COMPLETED', 'PARTIAL', 'FAILED', 'CANCELLED', 'REJECTED'];

export interface Ledger {
  /** Appends one entry with its lines; answers its number. */
  append(entry: NewLedgerEntry): { number: string; id: number };
  get(corporateNcst: string, number: string): LedgerEntry | undefined;
  update(corporateNcst: string, number: string, patch: LedgerPatch): LedgerEntry | undefined;
  /** Newest first. */
  list(corporateNcst: string, filter?: LedgerFilter): LedgerEntry[];
  count(corporateNcst: string, filter?: LedgerFilter): number;
  /** Removes a draft or a withdrawn order (the caller checks that it may). */
  remove(corporateNcst: string, number: string): boolean;
}

function whereOf(corporateNcst: string, filter: LedgerFilter = {}): { sql: string; args: unknown[] } {
  const parts = ['e.corporate_ncst = ?'];
  const args: unknown[] = [corporateNcst];
  if (filter.kinds) {
    parts.push('e.kind IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(filter.kinds));
  }
  if (filter.statuses) {
    parts.push('e.status IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(filter.statuses));
  }
  if (filter.channels) {
    parts.push('e.channel IN (SELECT value FROM json_each(?))');
    args.push(JSON.stringify(filter.channels));
  }
  if (filter.lineOperations) parts.push("e.operation_type_id IS NOT NULL AND e.status <> 'DRAFT'");
  if (filter.msisdn) {
    parts.push('e.id IN (SELECT entry_id FROM ledger_lines WHERE msisdn = ?)');
    args.push(filter.msisdn);
  }
  return { sql: parts.join(' AND '), args };
}

export function createLedger(db: Db, now: () => number): Ledger {
  const insertLine = db.prepare(
    `INSERT INTO ledger_lines (entry_id, position, msisdn, user_name, product_type, tariff_name, sim_type,
       iccid, result, before_value, after_value, reason, processed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const linesOf = db.prepare('SELECT * FROM ledger_lines WHERE entry_id = ? ORDER BY position');
  const findRow = db.prepare('SELECT * FROM ledger_entries WHERE corporate_ncst = ? AND number = ?');

  const writeLines = (entryId: number, lines: readonly LedgerLine[]) => {
    lines.forEach((line, i) => {
      insertLine.run(
        entryId,
        i,
        line.msisdn,
        line.userName ?? null,
        line.productType ?? null,
        line.tariffName ?? null,
        line.simType ?? null,
        line.iccid ?? null,
        line.result ?? 'PENDING',
        line.before ?? null,
        line.after ?? null,
        line.reason ?? null,
        line.processedAt ?? null,
      );
    });
  };

  const load = (row: EntryRow | undefined) =>
    row ? toEntry(row, (linesOf.all(row.id) as LineRow[]).map(toLine)) : undefined;

  const append = db.transaction((input: NewLedgerEntry) => {
    const at = input.createdAt ?? now();
    const person = db.prepare('SELECT full_name AS name FROM users WHERE id = ?').get(input.userId) as
      | { name: string }
      | undefined;
    if (!person) throw new Error(`ledger: no person ${input.userId}`);
    const completedAt =
      input.completedAt ?? (FINISHED.includes(input.status) ? (input.updatedAt ?? at) : null);
    const id = Number(
      db
        .prepare(
          `INSERT INTO ledger_entries (corporate_ncst, kind, operation_type_id, status, user_id, requested_by,
             channel, title, summary, details, created_at, updated_at, completed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          input.corporateNcst,
          input.kind,
          input.operationTypeId ?? null,
          input.status,
          input.userId,
          person.name,
          input.channel ?? 'PORTAL',
          input.title,
          JSON.stringify(input.summary ?? []),
          JSON.stringify(input.details ?? {}),
          at,
          input.updatedAt ?? at,
          completedAt,
        ).lastInsertRowid,
    );
    const number = formatLedgerNumber(input.kind, id, at);
    db.prepare('UPDATE ledger_entries SET number = ? WHERE id = ?').run(number, id);
    writeLines(id, input.lines);
    return { number, id };
  });

  const update = db.transaction((corporateNcst: string, number: string, patch: LedgerPatch) => {
    const row = findRow.get(corporateNcst, number) as EntryRow | undefined;
    if (!row) return undefined;
    const status = patch.status ?? row.status;
    const at = now();
    const completedAt =
      patch.completedAt !== undefined
        ? patch.completedAt
        : FINISHED.includes(status)
          ? (row.completed_at ?? at)
          : null;
    db.prepare(
      `UPDATE ledger_entries SET status = ?, title = ?, summary = ?, details = ?, updated_at = ?, completed_at = ?
       WHERE id = ?`,
    ).run(
      status,
      patch.title ?? row.title,
      patch.summary !== undefined ? JSON.stringify(patch.summary) : row.summary,
      patch.details !== undefined ? JSON.stringify(patch.details) : row.details,
      at,
      completedAt,
      row.id,
    );
    if (patch.lines) {
      db.prepare('DELETE FROM ledger_lines WHERE entry_id = ?').run(row.id);
      writeLines(row.id, patch.lines);
    }
    return load(findRow.get(corporateNcst, number) as EntryRow | undefined);
  });

  const remove = db.transaction((corporateNcst: string, number: string) => {
    const row = findRow.get(corporateNcst, number) as EntryRow | undefined;
    if (!row) return false;
    // Lines first: the cascade only runs with foreign keys on, which a caller may have turned off.
    db.prepare('DELETE FROM ledger_lines WHERE entry_id = ?').run(row.id);
    db.prepare('DELETE FROM ledger_entries WHERE id = ?').run(row.id);
    return true;
  });

  return {
    append: (entry) => append(entry),
    get: (corporateNcst, number) => load(findRow.get(corporateNcst, number) as EntryRow | undefined),
    update: (corporateNcst, number, patch) => update(corporateNcst, number, patch),
    list(corporateNcst, filter) {
      const where = whereOf(corporateNcst, filter);
      const rows = db
        .prepare(`SELECT e.* FROM ledger_entries e WHERE ${where.sql} ORDER BY e.created_at DESC, e.id DESC`)
        .all(...where.args) as EntryRow[];
      if (rows.length === 0) return [];
      // One query for the lines of every entry listed instead of one per entry.
      const lines = db
        .prepare(
          `SELECT l.* FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
           WHERE ${where.sql} ORDER BY l.entry_id, l.position`,
        )
        .all(...where.args) as LineRow[];
      const byEntry = new Map<number, LedgerLine[]>();
      for (const line of lines) {
        const list = byEntry.get(line.entry_id) ?? [];
        list.push(toLine(line));
        byEntry.set(line.entry_id, list);
      }
      return rows.map((row) => toEntry(row, byEntry.get(row.id) ?? []));
    },
    count(corporateNcst, filter) {
      const where = whereOf(corporateNcst, filter);
      return (
        db.prepare(`SELECT COUNT(*) AS n FROM ledger_entries e WHERE ${where.sql}`).get(...where.args) as {
          n: number;
        }
      ).n;
    },
    remove: (corporateNcst, number) => remove(corporateNcst, number),
  };
}
