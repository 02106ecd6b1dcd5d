/**
 * The analysis's SQL over the core's facts: invoice charges (before taxes) per period and split,
 * each line's usage and charge over the last twelve periods. The cost centre is the line user's
 * (the lineUser feature's `line_users.cost_center`, edited on its page and imported by sheet):
 * read as it is today for every period, since a cost centre has no history.
 */

import { INVOICE_MONTHS } from '../../src/api/invoices/types';
import type { SpendGroup, SpendLine, SpendSplit, SpendSummary } from '../../src/api/spendAnalysis/types';
import { productTypeWord } from '../../src/lib/productTypes';
import type { Db } from '../db/schema';

/** The name an empty cost centre is listed under. */
export const NO_COST_CENTER = 'Masraf merkezi girilmemiş';

/** The company's newest `count` invoiced periods, oldest first. */
export function periodsOf(db: Db, corporateNcst: string, count: number): string[] {
  return (
    db
      .prepare('SELECT DISTINCT period FROM invoices WHERE corporate_ncst = ? ORDER BY period DESC LIMIT ?')
      .all(corporateNcst, count) as { period: string }[]
  )
    .map((r) => r.period)
    .reverse();
}

const CHARGES = `FROM invoice_charges ch
  JOIN invoices i ON i.invoice_no = ch.invoice_no
  JOIN invoice_accounts a
    ON a.corporate_ncst = i.corporate_ncst AND a.account_index = CAST(substr(i.invoice_no, -1) AS INTEGER)
  LEFT JOIN line_users lu ON lu.msisdn = ch.msisdn`;

/** Each split's key and the words it is listed under. */
const SPLIT_SQL: Record<SpendSplit, string> = {
  PRODUCT_TYPE: 'ch.product_type',
  ACCOUNT: 'a.ktf_no',
  COST_CENTER: "COALESCE(lu.cost_center, '')",
};

export function spendSummary(db: Db, corporateNcst: string, split: SpendSplit): SpendSummary {
  const periods = periodsOf(db, corporateNcst, INVOICE_MONTHS);
  const index = new Map(periods.map((p, i) => [p, i]));
  const rows = db
    .prepare(
      `SELECT ${SPLIT_SQL[split]} AS key, MIN(a.name) AS accountName, i.period,
         SUM(ch.tariff_kurus + ch.usage_kurus + ch.service_kurus) AS kurus
       ${CHARGES}
       WHERE i.corporate_ncst = ? AND i.period >= ?
       GROUP BY key, i.period`,
    )
    .all(corporateNcst, periods[0] ?? '') as {
    key: string;
    accountName: string;
    period: string;
    kurus: number;
  }[];
  const groups = new Map<string, SpendGroup>();
  for (const row of rows) {
    const at = index.get(row.period);
    if (at === undefined) continue;
    let group = groups.get(row.key);
    if (!group) {
      group = { key: row.key, label: labelOf(split, row), amountsKurus: periods.map(() => 0), totalKurus: 0 };
      groups.set(row.key, group);
    }
    group.amountsKurus[at] = (group.amountsKurus[at] ?? 0) + row.kurus;
    group.totalKurus += row.kurus;
  }
  const sorted = [...groups.values()].sort(
    (a, b) => b.totalKurus - a.totalKurus || a.key.localeCompare(b.key),
  );
  return {
    split,
    periods,
    groups: sorted,
    totalsKurus: periods.map((_, i) => sorted.reduce((sum, g) => sum + (g.amountsKurus[i] ?? 0), 0)),
  };
}

function labelOf(split: SpendSplit, row: { key: string; accountName: string }): string {
  if (split === 'PRODUCT_TYPE') return productTypeWord(row.key);
  if (split === 'ACCOUNT') return `${row.accountName} (${row.key})`;
  return row.key === '' ? NO_COST_CENTER : row.key;
}

/** The company's open lines with their usage and charge over the last twelve periods, dearest first. */
export function spendLines(db: Db, corporateNcst: string, months: number) {
  const periods = periodsOf(db, corporateNcst, months);
  const from = periods[0] ?? '';
  const items = db
    .prepare(
      `SELECT l.msisdn, l.line_user AS userName, l.product_type AS productType,
         COALESCE(lu.cost_center, '') AS costCenter,
         COALESCE((SELECT MIN(a.name) FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
           JOIN invoice_accounts a ON a.corporate_ncst = i.corporate_ncst
             AND a.account_index = CAST(substr(i.invoice_no, -1) AS INTEGER)
           WHERE ch.msisdn = l.msisdn AND i.period = (SELECT MAX(period) FROM invoices WHERE corporate_ncst = l.corporate_ncst)), '') AS accountName,
         COALESCE((SELECT SUM(u.voice_minutes) FROM line_usage u WHERE u.msisdn = l.msisdn AND u.period >= ?), 0) AS voiceMinutes,
         COALESCE((SELECT SUM(u.sms_count) FROM line_usage u WHERE u.msisdn = l.msisdn AND u.period >= ?), 0) AS smsCount,
         COALESCE((SELECT SUM(u.data_mb) FROM line_usage u WHERE u.msisdn = l.msisdn AND u.period >= ?), 0) AS dataMb,
         COALESCE((SELECT SUM(ch.tariff_kurus + ch.usage_kurus + ch.service_kurus) FROM invoice_charges ch
           JOIN invoices i ON i.invoice_no = ch.invoice_no
           WHERE ch.msisdn = l.msisdn AND i.corporate_ncst = l.corporate_ncst AND i.period >= ?), 0) AS chargeKurus
       FROM lines l LEFT JOIN line_users lu ON lu.msisdn = l.msisdn
       WHERE l.corporate_ncst = ?
       ORDER BY chargeKurus DESC, l.msisdn`,
    )
    .all(from, from, from, from, corporateNcst) as SpendLine[];
  return { periods, items };
}
