/** The pool, the lines' current SIMs and the reports, in SQL. */
import type { SimPoolStatus } from '../../src/api/simMatching/types';
import type { Db } from '../db/schema';

export interface PoolSim {
  iccid: string;
  status: SimPoolStatus;
  blockedReason: string | null;
  msisdn: string | null;
}

export interface CompanyLine {
  msisdn: string;
  status: 'ACTIVE' | 'SUSPENDED';
  iccid: string;
}

/**
 * The company's pool cards among `iccids`, by ICCID; another company's card is not among them.
 * Here and in companyLines, `+` keeps SQLite off the company index, which read all of the
 * company's cards or lines to find a few (issue 42).
 */
export function poolSims(db: Db, corporateNcst: string, iccids: readonly string[]): Map<string, PoolSim> {
  const rows = db
    .prepare(
      `SELECT iccid, status, blocked_reason AS blockedReason, msisdn FROM sim_pool
       WHERE +corporate_ncst = ? AND iccid IN (SELECT value FROM json_each(?))`,
    )
    .all(corporateNcst, JSON.stringify(iccids)) as PoolSim[];
  return new Map(rows.map((row) => [row.iccid, row]));
}

export function companyLines(
  db: Db,
  corporateNcst: string,
  msisdns: readonly string[],
): Map<string, CompanyLine> {
  const rows = db
    .prepare(
      `SELECT msisdn, status, iccid FROM lines
       WHERE +corporate_ncst = ? AND msisdn IN (SELECT value FROM json_each(?))`,
    )
    .all(corporateNcst, JSON.stringify(msisdns)) as CompanyLine[];
  return new Map(rows.map((row) => [row.msisdn, row]));
}

/**
 * Puts `iccid` into `msisdn`: the card becomes used by the line, and the line's previous card is
 * closed (a SIM change ends the old card, as an operator does, so a lost card cannot come back)
 * and kept in the company's pool as blocked, whether or not it came from the pool.
 */
export function applyMatch(
  db: Db,
  m: {
    corporateNcst: string;
    iccid: string;
    msisdn: string;
    previousIccid: string;
    reason: string;
    at: number;
  },
): void {
  db.prepare(
    `UPDATE sim_pool SET status = 'USED', blocked_reason = NULL, msisdn = ?, updated_at = ? WHERE iccid = ?`,
  ).run(m.msisdn, m.at, m.iccid);
  db.prepare('UPDATE lines SET iccid = ? WHERE msisdn = ?').run(m.iccid, m.msisdn);
  if (m.previousIccid && m.previousIccid !== m.iccid)
    db.prepare(
      `INSERT INTO sim_pool (iccid, corporate_ncst, status, blocked_reason, msisdn, updated_at)
       VALUES (?, ?, 'BLOCKED', ?, NULL, ?)
       ON CONFLICT (iccid) DO UPDATE SET status = 'BLOCKED', blocked_reason = excluded.blocked_reason,
         msisdn = NULL, updated_at = excluded.updated_at`,
    ).run(m.previousIccid, m.corporateNcst, m.reason, m.at);
}

export interface StoredReport {
  id: string;
  corporateNcst: string;
  userId: number;
  at: number;
  total: number;
  successful: number;
  unsuccessful: number;
  results: unknown[];
}

export function saveReport(db: Db, r: StoredReport): void {
  db.prepare(
    `INSERT INTO sim_match_reports (id, corporate_ncst, user_id, at, total, successful, unsuccessful, results)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    r.id,
    r.corporateNcst,
    r.userId,
    r.at,
    r.total,
    r.successful,
    r.unsuccessful,
    JSON.stringify(r.results),
  );
}
