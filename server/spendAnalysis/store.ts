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

/**
 * The company's open lines with their usage and charge over the last twelve periods, dearest first.
 * Each figure is summed once per table for the whole company and joined to the lines: a sum per
 * line in correlated subqueries (five per line) took ~300 ms for the demo company and grew with
 * every line, and this row is on the analysis page's first load (issue 40, Lighthouse).
 */
export function spendLines(db: Db, corporateNcst: string, months: number) {
  const periods = periodsOf(db, corporateNcst, months);
  const from = periods[0] ?? '';
  const newest = periods.at(-1) ?? '';
  const items = db
    .prepare(
      `WITH own AS (SELECT msisdn FROM lines WHERE corporate_ncst = $ncst),
       used AS (
         SELECT u.msisdn, SUM(u.voice_minutes) AS voice, SUM(u.sms_count) AS sms, SUM(u.data_mb) AS mb
         FROM line_usage u JOIN own ON own.msisdn = u.msisdn
         WHERE u.period >= $from GROUP BY u.msisdn),
       charged AS (
         SELECT ch.msisdn, SUM(ch.tariff_kurus + ch.usage_kurus + ch.service_kurus) AS kurus
         FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
         WHERE i.corporate_ncst = $ncst AND i.period >= $from GROUP BY ch.msisdn),
       billed AS (
         SELECT ch.msisdn, MIN(a.name) AS name
         FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
         JOIN invoice_accounts a ON a.corporate_ncst = i.corporate_ncst
           AND a.account_index = CAST(substr(i.invoice_no, -1) AS INTEGER)
         JOIN own ON own.msisdn = ch.msisdn
         WHERE i.period = $newest GROUP BY ch.msisdn)
       SELECT l.msisdn, l.line_user AS userName, l.product_type AS productType,
         COALESCE(lu.cost_center, '') AS costCenter, COALESCE(billed.name, '') AS accountName,
         COALESCE(used.voice, 0) AS voiceMinutes, COALESCE(used.sms, 0) AS smsCount,
         COALESCE(used.mb, 0) AS dataMb, COALESCE(charged.kurus, 0) AS chargeKurus
       FROM lines l LEFT JOIN line_users lu ON lu.msisdn = l.msisdn
       LEFT JOIN used ON used.msisdn = l.msisdn
       LEFT JOIN charged ON charged.msisdn = l.msisdn
       LEFT JOIN billed ON billed.msisdn = l.msisdn
       WHERE l.corporate_ncst = $ncst
       ORDER BY chargeKurus DESC, l.msisdn`,
    )
    .all({ ncst: corporateNcst, from, newest }) as SpendLine[];
  return { periods, items };
}
