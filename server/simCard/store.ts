/** The month's SIM card limit and use of a company, and the company's lines by number, in SQL. */
import type { SimCardLimit, SimOrderItem } from '../../src/api/simCard/types';
import { companyProfile } from '../db/companyProfile';
import type { Db } from '../db/schema';
import { periodLabel, periodOf } from './period';

interface LimitRow {
  monthlyLimit: number;
  seededPeriod: string;
  seededUsed: number;
}

/** A company without a row of its own (added after the seed) gets this limit. */
const DEFAULT_LIMIT = 20;

export function limitOf(db: Db, corporateNcst: string, now: number): SimCardLimit {
  const row = db
    .prepare(
      `SELECT monthly_limit AS monthlyLimit,
         seeded_period AS seededPeriod, seeded_used AS seededUsed
       FROM sim_card_limits WHERE corporate_ncst = ?`,
    )
    .get(corporateNcst) as LimitRow | undefined;
  const period = periodOf(now);
  const ordered = (
    db
      .prepare(
        'SELECT COALESCE(SUM(count), 0) AS n FROM sim_card_orders WHERE corporate_ncst = ? AND period = ?',
      )
      .get(corporateNcst, period) as { n: number }
  ).n;
  const limit = row?.monthlyLimit ?? DEFAULT_LIMIT;
  const used = ordered + (row && row.seededPeriod === period ? row.seededUsed : 0);
  return {
    period,
    periodLabel: periodLabel(period),
    limit,
    used,
    remaining: Math.max(0, limit - used),
    // The company's delivery address (the core's company profile).
    companyAddress: companyProfile(db, corporateNcst)?.deliveryAddress ?? '',
  };
}

export function recordSimOrder(
  db: Db,
  order: { orderNo: string; corporateNcst: string; period: string; count: number; at: number },
): void {
  db.prepare(
    'INSERT INTO sim_card_orders (order_no, corporate_ncst, period, count, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(order.orderNo, order.corporateNcst, order.period, order.count, order.at);
}

export type CompanyLine = Pick<SimOrderItem, 'msisdn' | 'productType' | 'tariffName' | 'userName'> & {
  status: 'ACTIVE' | 'SUSPENDED';
};

/** The company's lines among `msisdns` (national form), by number; another company's are absent. */
export function companyLinesAmong(db: Db, corporateNcst: string, msisdns: readonly string[]) {
  const rows = db
    .prepare(
      `SELECT msisdn, product_type AS productType, tariff_name AS tariffName, line_user AS userName, status
       FROM lines WHERE corporate_ncst = ? AND msisdn IN (SELECT value FROM json_each(?))`,
    )
    .all(corporateNcst, JSON.stringify(msisdns)) as CompanyLine[];
  return new Map(rows.map((row) => [row.msisdn, row]));
}

/** The card each of the company's lines among `msisdns` has now, by number. */
export function currentIccids(
  db: Db,
  corporateNcst: string,
  msisdns: readonly string[],
): Map<string, string> {
  const rows = db
    .prepare(
      'SELECT msisdn, iccid FROM lines WHERE corporate_ncst = ? AND msisdn IN (SELECT value FROM json_each(?))',
    )
    .all(corporateNcst, JSON.stringify(msisdns)) as { msisdn: string; iccid: string }[];
  return new Map(rows.map((row) => [row.msisdn, row.iccid]));
}
