/** The SQL of tariff change: the company's lines with their tariff, applying a change, the history. */
import type { TariffChangeRecord, TariffLine } from '../../src/api/tariff/types';
import type { Db } from '../db/schema';
import { changeLineTariff } from '../db/tariffHistory';
import { feeKurus, tariffByName } from './catalogue';
import type { RuleLine } from './rules';

interface LineRow {
  msisdn: string;
  productType: TariffLine['productType'];
  tariffName: string;
  status: TariffLine['status'];
  userName: string;
  roaming: number;
}

const SELECT = `SELECT msisdn, product_type AS productType, tariff_name AS tariffName, status,
  line_user AS userName, roaming FROM lines`;

const toLine = (row: LineRow): TariffLine => {
  const tariff = tariffByName(row.tariffName);
  return {
    msisdn: row.msisdn,
    productType: row.productType,
    tariffName: row.tariffName,
    status: row.status,
    userName: row.userName,
    roaming: row.roaming === 1,
    tariffId: tariff?.tariffId ?? null,
    monthlyFee: tariff ? feeKurus(tariff) / 100 : 0,
  };
};

export function companyLines(db: Db, corporateNcst: string): TariffLine[] {
  const rows = db.prepare(`${SELECT} WHERE corporate_ncst = ? ORDER BY msisdn`).all(corporateNcst);
  return (rows as LineRow[]).map(toLine);
}

export function companyLine(db: Db, corporateNcst: string, msisdn: string): TariffLine | undefined {
  const row = db.prepare(`${SELECT} WHERE corporate_ncst = ? AND msisdn = ?`).get(corporateNcst, msisdn);
  return row ? toLine(row as LineRow) : undefined;
}

/** The company's lines among `msisdns`, by number. */
export function linesAmong(db: Db, corporateNcst: string, msisdns: readonly string[]): Map<string, RuleLine> {
  const rows = db
    .prepare(`${SELECT} WHERE corporate_ncst = ? AND msisdn IN (SELECT value FROM json_each(?))`)
    .all(corporateNcst, JSON.stringify(msisdns)) as LineRow[];
  return new Map(rows.map((row) => [row.msisdn, toLine(row)]));
}

export interface ChangeToRecord {
  id: string;
  corporateNcst: string;
  msisdn: string;
  fromTariff: string;
  toTariff: string;
  differenceKurus: number;
  commitmentMonths: number;
  selections: string[];
  changedAt: number;
  changedBy: string;
  jobId: string | null;
}

/** Changes the line's tariff (and the core's tariff history) and writes its change row, together. */
export function applyChange(db: Db, change: ChangeToRecord): void {
  changeLineTariff(db, change.msisdn, change.toTariff, change.changedAt);
  db.prepare(
    `INSERT INTO tariff_changes (id, corporate_ncst, msisdn, from_tariff, to_tariff, monthly_difference_kurus,
       commitment_months, selections, changed_at, changed_by, job_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    change.id,
    change.corporateNcst,
    change.msisdn,
    change.fromTariff,
    change.toTariff,
    change.differenceKurus,
    change.commitmentMonths,
    JSON.stringify(change.selections),
    change.changedAt,
    change.changedBy,
    change.jobId,
  );
}

interface ChangeRow {
  id: string;
  msisdn: string;
  fromTariff: string;
  toTariff: string;
  differenceKurus: number;
  commitmentMonths: number;
  changedAt: number;
  changedBy: string;
  jobId: string | null;
  orderNo: string | null;
}

const CHANGE_SELECT = `SELECT id, msisdn, from_tariff AS fromTariff, to_tariff AS toTariff,
  monthly_difference_kurus AS differenceKurus, commitment_months AS commitmentMonths,
  changed_at AS changedAt, changed_by AS changedBy, job_id AS jobId,
  COALESCE((SELECT order_no FROM tariff_change_orders o WHERE o.change_id = tariff_changes.id),
    (SELECT order_no FROM tariff_job_orders j WHERE j.job_id = tariff_changes.job_id)) AS orderNo
  FROM tariff_changes`;

const toRecord = (row: ChangeRow): TariffChangeRecord => ({
  changeId: row.id,
  msisdn: row.msisdn,
  fromTariff: row.fromTariff,
  toTariff: row.toTariff,
  monthlyDifference: row.differenceKurus / 100,
  commitmentMonths: row.commitmentMonths,
  changedAt: new Date(row.changedAt).toISOString(),
  changedBy: row.changedBy,
  channel: row.jobId ? 'BULK' : 'SINGLE',
  jobId: row.jobId,
  orderNo: row.orderNo,
});

/** Links a single change to its ledger entry. */
export function linkChangeOrder(db: Db, changeId: string, orderNo: string): void {
  db.prepare('INSERT INTO tariff_change_orders (change_id, order_no) VALUES (?, ?)').run(changeId, orderNo);
}

export function changeById(db: Db, id: string): TariffChangeRecord | undefined {
  const row = db.prepare(`${CHANGE_SELECT} WHERE id = ?`).get(id) as ChangeRow | undefined;
  return row ? toRecord(row) : undefined;
}

export interface HistoryFilter {
  /** Digits of (part of) a number. */
  digits?: string | undefined;
  tariffName?: string | undefined;
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

/** The company's changes, newest first; a tariff matches either side of the change. */
export function history(db: Db, corporateNcst: string, filter: HistoryFilter, offset: number, limit: number) {
  const where = ['corporate_ncst = ?'];
  const args: (string | number)[] = [corporateNcst];
  if (filter.digits) {
    where.push('instr(msisdn, ?) > 0');
    args.push(filter.digits);
  }
  if (filter.tariffName) {
    where.push('(from_tariff = ? OR to_tariff = ?)');
    args.push(filter.tariffName, filter.tariffName);
  }
  if (filter.fromMs !== undefined) {
    where.push('changed_at >= ?');
    args.push(filter.fromMs);
  }
  if (filter.toMs !== undefined) {
    where.push('changed_at < ?');
    args.push(filter.toMs);
  }
  const clause = where.join(' AND ');
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM tariff_changes WHERE ${clause}`).get(...args) as { n: number }
  ).n;
  const rows = db
    .prepare(`${CHANGE_SELECT} WHERE ${clause} ORDER BY changed_at DESC, id LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as ChangeRow[];
  return { total, items: rows.map(toRecord) };
}
