/**
 * The company's lines with both services' state, the checked changes and the history, in SQL.
 * A company has at most some thousands of lines: the list is filtered and sorted in memory
 * (list.ts), with Turkish collation and the same number matching as the portal.
 */
import type { AbroadAction, AbroadLine, AbroadService } from '../../src/api/abroad/types';
import type { Db } from '../db/schema';

interface Row {
  msisdn: string;
  productType: AbroadLine['productType'];
  tariffName: string;
  status: AbroadLine['status'];
  userName: string;
  roaming: number;
  callAbroad: number | null;
}

const toLine = (row: Row): AbroadLine => ({
  msisdn: row.msisdn,
  productType: row.productType,
  tariffName: row.tariffName,
  status: row.status,
  userName: row.userName,
  roaming: row.roaming === 1,
  callAbroad: row.callAbroad === 1,
});

const SELECT = `SELECT l.msisdn, l.product_type AS productType, l.tariff_name AS tariffName, l.status,
  l.line_user AS userName, l.roaming, c.enabled AS callAbroad
  FROM lines l LEFT JOIN call_abroad_lines c ON c.msisdn = l.msisdn`;

export function companyLines(db: Db, corporateNcst: string): AbroadLine[] {
  const rows = db
    .prepare(`${SELECT} WHERE l.corporate_ncst = ? ORDER BY l.msisdn`)
    .all(corporateNcst) as Row[];
  return rows.map(toLine);
}

/**
 * The company's lines among `msisdns`, by number. `+` keeps SQLite off the company index, which
 * read all of the company's lines to find a few (issue 42).
 */
export function linesAmong(
  db: Db,
  corporateNcst: string,
  msisdns: readonly string[],
): Map<string, AbroadLine> {
  const rows = db
    .prepare(`${SELECT} WHERE +l.corporate_ncst = ? AND l.msisdn IN (SELECT value FROM json_each(?))`)
    .all(corporateNcst, JSON.stringify(msisdns)) as Row[];
  return new Map(rows.map((row) => [row.msisdn, toLine(row)]));
}

export function callAbroadCounts(db: Db, corporateNcst: string): { on: number; off: number } {
  return db
    .prepare(
      `SELECT COALESCE(SUM(c.enabled = 1), 0) AS "on",
              COALESCE(SUM(COALESCE(c.enabled, 0) = 0 AND l.product_type = 'VOICE' AND l.status = 'ACTIVE'), 0) AS "off"
       FROM lines l LEFT JOIN call_abroad_lines c ON c.msisdn = l.msisdn WHERE l.corporate_ncst = ?`,
    )
    .get(corporateNcst) as { on: number; off: number };
}

export function setState(db: Db, service: AbroadService, msisdn: string, on: boolean): void {
  if (service === 'ROAMING')
    db.prepare('UPDATE lines SET roaming = ? WHERE msisdn = ?').run(on ? 1 : 0, msisdn);
  else
    db.prepare(
      `INSERT INTO call_abroad_lines (msisdn, enabled) VALUES (?, ?)
       ON CONFLICT (msisdn) DO UPDATE SET enabled = excluded.enabled`,
    ).run(msisdn, on ? 1 : 0);
}

export interface StoredValidation {
  id: string;
  userId: number;
  corporateNcst: string;
  service: AbroadService;
  action: AbroadAction;
  msisdns: string[];
  expiresAt: number;
  usedAt: number | null;
}

export function saveValidation(db: Db, v: Omit<StoredValidation, 'usedAt'>, now: number): void {
  db.prepare(
    `INSERT INTO abroad_validations (id, user_id, corporate_ncst, service, action, msisdns, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(v.id, v.userId, v.corporateNcst, v.service, v.action, JSON.stringify(v.msisdns), now, v.expiresAt);
}

export function findValidation(db: Db, id: string): StoredValidation | undefined {
  const row = db
    .prepare(
      `SELECT id, user_id AS userId, corporate_ncst AS corporateNcst, service, action, msisdns,
         expires_at AS expiresAt, used_at AS usedAt FROM abroad_validations WHERE id = ?`,
    )
    .get(id) as (Omit<StoredValidation, 'msisdns'> & { msisdns: string }) | undefined;
  return row && { ...row, msisdns: JSON.parse(row.msisdns) as string[] };
}

export function markUsed(db: Db, id: string, now: number): void {
  db.prepare('UPDATE abroad_validations SET used_at = ? WHERE id = ?').run(now, id);
}

export interface ChangeRecord {
  corporateNcst: string;
  userId: number;
  service: AbroadService;
  action: AbroadAction;
  msisdn: string;
  result: 'DONE' | 'REFUSED';
  reason: string | null;
  at: number;
}

export function recordChange(db: Db, r: ChangeRecord): void {
  db.prepare(
    `INSERT INTO abroad_changes (corporate_ncst, user_id, service, action, msisdn, result, reason, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(r.corporateNcst, r.userId, r.service, r.action, r.msisdn, r.result, r.reason, r.at);
}
