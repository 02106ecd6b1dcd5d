/**
 * Reads and writes of the secure-internet tables. A line's profile is read with a LEFT JOIN over
 * the company's `lines`, so a line without a profile row reads as standard.
 */
import type {
  SecureInternetHistoryEntry,
  SecureInternetLine,
  SecureInternetProfile,
} from '../../src/api/secureInternet/types';
import type { Db } from '../db/schema';
import { SECURE_INTERNET_MESSAGES } from './messages';

interface LineRow {
  msisdn: string;
  productType: SecureInternetLine['productType'];
  status: SecureInternetLine['status'];
  tariffName: string;
  userName: string;
  profile: SecureInternetProfile;
  changedAt: number | null;
}

const LINE_SELECT = `SELECT l.msisdn, l.product_type AS productType, l.status, l.tariff_name AS tariffName,
    l.line_user AS userName, COALESCE(p.profile, 'STANDARD') AS profile, p.changed_at AS changedAt
  FROM lines l LEFT JOIN secure_internet_profiles p ON p.msisdn = l.msisdn
  WHERE l.corporate_ncst = ?`;

/** Why a line's profile cannot change, or undefined when it can. */
export function refusalOf(line: Pick<LineRow, 'productType' | 'status'>): string | undefined {
  if (line.productType === 'M2M') return SECURE_INTERNET_MESSAGES.m2m;
  if (line.status !== 'ACTIVE') return SECURE_INTERNET_MESSAGES.suspended;
  return undefined;
}

function toLine(row: LineRow): SecureInternetLine {
  const reason = refusalOf(row);
  return {
    msisdn: row.msisdn,
    productType: row.productType,
    status: row.status,
    tariffName: row.tariffName,
    userName: row.userName,
    profile: row.profile,
    changeable: reason === undefined,
    ...(reason ? { reason } : {}),
    ...(row.changedAt !== null ? { changedAt: new Date(row.changedAt).toISOString() } : {}),
  };
}

export function companyLines(db: Db, ncst: string): SecureInternetLine[] {
  return (db.prepare(`${LINE_SELECT} ORDER BY l.msisdn`).all(ncst) as LineRow[]).map(toLine);
}

export function companyLine(db: Db, ncst: string, msisdn: string): SecureInternetLine | undefined {
  const row = db.prepare(`${LINE_SELECT} AND l.msisdn = ?`).get(ncst, msisdn) as LineRow | undefined;
  return row ? toLine(row) : undefined;
}

export interface ProfileChange {
  msisdn: string;
  ncst: string;
  from: SecureInternetProfile;
  to: SecureInternetProfile;
  by: string;
  at: number;
}

/** Sets the profile and writes the history row in one transaction. */
export function changeProfiles(db: Db, changes: readonly ProfileChange[]): void {
  const upsert = db.prepare(
    `INSERT INTO secure_internet_profiles (msisdn, profile, changed_at) VALUES (?, ?, ?)
     ON CONFLICT(msisdn) DO UPDATE SET profile = excluded.profile, changed_at = excluded.changed_at`,
  );
  const history = db.prepare(
    `INSERT INTO secure_internet_history (msisdn, corporate_ncst, from_profile, to_profile, changed_by, changed_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const c of changes) {
      upsert.run(c.msisdn, c.to, c.at);
      history.run(c.msisdn, c.ncst, c.from, c.to, c.by, c.at);
    }
  })();
}

export interface HistoryQuery {
  ncst: string;
  /** Digits inside the number. */
  digits?: string | undefined;
  from?: number | undefined;
  /** Exclusive end instant. */
  until?: number | undefined;
}

/** Newest first; at most 2,000 rows (a period narrows it). */
export function historyOf(db: Db, q: HistoryQuery): SecureInternetHistoryEntry[] {
  const where = ['corporate_ncst = ?'];
  const args: unknown[] = [q.ncst];
  if (q.digits) {
    where.push('instr(msisdn, ?) > 0');
    args.push(q.digits);
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
      `SELECT id, msisdn, from_profile AS fromProfile, to_profile AS toProfile, changed_by AS changedBy,
         changed_at AS changedAt
       FROM secure_internet_history WHERE ${where.join(' AND ')} ORDER BY changed_at DESC, id DESC LIMIT 2000`,
    )
    .all(...args) as (Omit<SecureInternetHistoryEntry, 'changedAt'> & { changedAt: number })[];
  return rows.map((r) => ({ ...r, changedAt: new Date(r.changedAt).toISOString() }));
}
