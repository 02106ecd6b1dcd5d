/**
 * Reads and writes of the extra packet tables. The list filters and sorts the company's lines in
 * memory (list.ts) with the portal's Turkish and number matching, as the other line lists do, but
 * reads each line's allowed types only for the page it answers: read for all 10,000 lines of the
 * benchmark company, they cost most of the call (issue 42).
 */
import {
  EXTRA_PACKET_TYPES,
  type ExtraPacketHistoryEntry,
  type ExtraPacketLine,
  type ExtraPacketType,
} from '../../src/api/extraPacket/types';
import type { Db } from '../db/schema';

interface Row {
  msisdn: string;
  productType: ExtraPacketLine['productType'];
  tariffName: string;
  status: ExtraPacketLine['status'];
  userName: string;
  roaming: number;
  allowed: string | null;
}

const toLine = (row: Row): ExtraPacketLine => {
  const allowed = new Set((row.allowed ?? '').split(','));
  return {
    msisdn: row.msisdn,
    productType: row.productType,
    tariffName: row.tariffName,
    status: row.status,
    userName: row.userName,
    roaming: row.roaming === 1,
    // In the catalogue's order, whatever order SQLite concatenated them in.
    allowed: EXTRA_PACKET_TYPES.filter((type) => allowed.has(type)),
  };
};

const SELECT = `SELECT l.msisdn, l.product_type AS productType, l.tariff_name AS tariffName, l.status,
    l.line_user AS userName, l.roaming,
    (SELECT GROUP_CONCAT(p.packet_type) FROM extra_packet_permissions p
      WHERE p.msisdn = l.msisdn AND p.allowed = 1) AS allowed
  FROM lines l WHERE +l.corporate_ncst = ?`;

/** What the list filters and sorts a line by: all but its types, of which only whether it has any. */
export type ListedLine = Omit<ExtraPacketLine, 'allowed'> & { anyAllowed: boolean };

/** Every line of the company as the list filters and sorts them, in no order (list.ts orders the page). */
export function companyListing(db: Db, ncst: string): ListedLine[] {
  const rows = db
    .prepare(
      `SELECT l.msisdn, l.product_type AS productType, l.tariff_name AS tariffName, l.status,
         l.line_user AS userName, l.roaming,
         EXISTS (SELECT 1 FROM extra_packet_permissions p WHERE p.msisdn = l.msisdn AND p.allowed = 1) AS anyAllowed
       FROM lines l WHERE l.corporate_ncst = ?`,
    )
    .all(ncst) as (Omit<Row, 'allowed'> & { anyAllowed: number })[];
  return rows.map((row) => ({ ...row, roaming: row.roaming === 1, anyAllowed: row.anyAllowed === 1 }));
}

/**
 * The company's lines among `msisdns`, by number. The `+` in SELECT keeps SQLite off the company
 * index, which read all of the company's lines to find a few (issue 42).
 */
export function linesAmong(db: Db, ncst: string, msisdns: readonly string[]): Map<string, ExtraPacketLine> {
  const rows = db
    .prepare(`${SELECT} AND l.msisdn IN (SELECT value FROM json_each(?))`)
    .all(ncst, JSON.stringify(msisdns)) as Row[];
  return new Map(rows.map((row) => [row.msisdn, toLine(row)]));
}

/** How many of the company's lines allow each type. */
export function allowedCounts(db: Db, ncst: string): Record<ExtraPacketType, number> {
  const rows = db
    .prepare(
      `SELECT p.packet_type AS type, COUNT(*) AS n FROM extra_packet_permissions p
         JOIN lines l ON l.msisdn = p.msisdn
       WHERE l.corporate_ncst = ? AND p.allowed = 1 GROUP BY p.packet_type`,
    )
    .all(ncst) as { type: ExtraPacketType; n: number }[];
  const counts = { DATA: 0, VOICE: 0, SMS: 0, ROAMING: 0 };
  for (const row of rows) counts[row.type] = row.n;
  return counts;
}

export interface PermissionChange {
  msisdn: string;
  ncst: string;
  type: ExtraPacketType;
  allowed: boolean;
  by: string;
  at: number;
}

/** Sets the permissions and writes a history row for each, in one transaction. */
export function changePermissions(db: Db, changes: readonly PermissionChange[]): void {
  const upsert = db.prepare(
    `INSERT INTO extra_packet_permissions (msisdn, packet_type, allowed, changed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(msisdn, packet_type) DO UPDATE SET allowed = excluded.allowed, changed_at = excluded.changed_at`,
  );
  const history = db.prepare(
    `INSERT INTO extra_packet_history (msisdn, corporate_ncst, packet_type, allowed, changed_by, changed_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const c of changes) {
      upsert.run(c.msisdn, c.type, c.allowed ? 1 : 0, c.at);
      history.run(c.msisdn, c.ncst, c.type, c.allowed ? 1 : 0, c.by, c.at);
    }
  })();
}

export interface HistoryQuery {
  ncst: string;
  /** Digits inside the number. */
  digits?: string | undefined;
  type?: ExtraPacketType | undefined;
  from?: number | undefined;
  /** Exclusive end instant. */
  until?: number | undefined;
}

/** Newest first; at most 2,000 rows (a number, type or period narrows it). */
export function historyOf(db: Db, q: HistoryQuery): ExtraPacketHistoryEntry[] {
  const where = ['corporate_ncst = ?'];
  const args: unknown[] = [q.ncst];
  if (q.digits) {
    where.push('instr(msisdn, ?) > 0');
    args.push(q.digits);
  }
  if (q.type) {
    where.push('packet_type = ?');
    args.push(q.type);
  }
  if (q.from !== undefined) {
    where.push('changed_at >= ?');
    args.push(q.from);
  }
  if (q.until !== undefined) {
    where.push('changed_at < ?');
    args.push(q.until);
  }
  const rows = db
    .prepare(
      `SELECT id, msisdn, packet_type AS type, allowed, changed_by AS changedBy, changed_at AS changedAt
       FROM extra_packet_history WHERE ${where.join(' AND ')} ORDER BY changed_at DESC, id DESC LIMIT 2000`,
    )
    .all(...args) as {
    id: number;
    msisdn: string;
    type: ExtraPacketType;
    allowed: number;
    changedBy: string;
    changedAt: number;
  }[];
  return rows.map((r) => ({
    ...r,
    allowed: r.allowed === 1,
    changedAt: new Date(r.changedAt).toISOString(),
  }));
}
