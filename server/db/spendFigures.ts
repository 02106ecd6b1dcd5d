/**
 * Spend figures kept per company (issues 40, 42): what the spend analysis shows, added up once
 * when the invoices' charges and the lines' usage are written, not at every read. Summing every
 * charge of a 10,000-line company per call took 140–490 ms alone and 19 s at p99 under ten
 * clients; reading these tables is an indexed lookup.
 *
 * - `spend_sums`: per company, split (product type, billing account, cost centre), key and
 *   period, the invoice charges before taxes and how many charge rows they add up. The charges
 *   stay the one fact: the sums are written from them, and a sandbox test holds the two equal.
 * - `line_spend`: per line, its usage and charge over the newest `USAGE_MONTHS` periods, the
 *   billing account of its newest charge and the cost centre its charges are summed under. A
 *   trigger gives a line added later (a take-over) its row of zeros, so every open line has one
 *   and the lines' list reads a page in sort order straight from an index.
 *
 * The cost centre is the line user's (`line_users.cost_center`, the lineUser feature's table,
 * edited on its page and imported by sheet): its writer calls `moveLineCostCenter`, which moves
 * the line's charges from the old key to the new one. A closed line's charges stay under the key
 * they were summed under: the invoices that hold them are issued documents.
 */

import { fold } from '../text/fold';
import type { Db } from './connection';
import { lineChargeSql } from './invoices/schema';
import { USAGE_MONTHS } from './lineUsage';
import { keepPeriodAlerts } from './spendAlerts';

export const SPEND_SPLIT_KEYS = {
  PRODUCT_TYPE: 'ch.product_type',
  ACCOUNT: 'a.ktf_no',
  COST_CENTER: "COALESCE(lu.cost_center, '')",
} as const;

export type SpendSplitKey = keyof typeof SPEND_SPLIT_KEYS;

export const spendFigureSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS spend_sums (
     corporate_ncst TEXT NOT NULL,
     split TEXT NOT NULL CHECK (split IN ('PRODUCT_TYPE','ACCOUNT','COST_CENTER')),
     key TEXT NOT NULL,
     period TEXT NOT NULL,
     kurus INTEGER NOT NULL,
     charges INTEGER NOT NULL,
     PRIMARY KEY (corporate_ncst, split, key, period)) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS line_spend (
     msisdn TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     cost_center TEXT NOT NULL,
     cost_center_fold TEXT NOT NULL,
     account_name TEXT NOT NULL,
     voice_minutes INTEGER NOT NULL,
     sms_count INTEGER NOT NULL,
     data_mb INTEGER NOT NULL,
     charge_kurus INTEGER NOT NULL)`,
  // One index per figure the lines' list sorts by: a page is read in order, never sorted whole.
  `CREATE INDEX IF NOT EXISTS line_spend_by_number ON line_spend (corporate_ncst, msisdn)`,
  `CREATE INDEX IF NOT EXISTS line_spend_by_charge ON line_spend (corporate_ncst, charge_kurus, msisdn)`,
  `CREATE INDEX IF NOT EXISTS line_spend_by_voice ON line_spend (corporate_ncst, voice_minutes, msisdn)`,
  `CREATE INDEX IF NOT EXISTS line_spend_by_sms ON line_spend (corporate_ncst, sms_count, msisdn)`,
  `CREATE INDEX IF NOT EXISTS line_spend_by_data ON line_spend (corporate_ncst, data_mb, msisdn)`,
  `CREATE TRIGGER IF NOT EXISTS line_spend_of_new_line AFTER INSERT ON lines BEGIN
     INSERT OR IGNORE INTO line_spend
       (msisdn, corporate_ncst, cost_center, cost_center_fold, account_name, voice_minutes, sms_count,
        data_mb, charge_kurus)
     VALUES (NEW.msisdn, NEW.corporate_ncst, '', '', '', 0, 0, 0, 0);
   END`,
];

/** The company's newest `count` invoiced periods, oldest first. */
export function invoicedPeriods(db: Db, corporateNcst: string, count: number): string[] {
  return (
    db
      .prepare('SELECT DISTINCT period FROM invoices WHERE corporate_ncst = ? ORDER BY period DESC LIMIT ?')
      .all(corporateNcst, count) as { period: string }[]
  )
    .map((r) => r.period)
    .reverse();
}

const CHARGED = lineChargeSql();

/** Every split's sums of the company, written again from its invoice charges. */
function keepSums(db: Db, corporateNcst: string): void {
  db.prepare('DELETE FROM spend_sums WHERE corporate_ncst = ?').run(corporateNcst);
  for (const [split, key] of Object.entries(SPEND_SPLIT_KEYS))
    db.prepare(
      `INSERT INTO spend_sums (corporate_ncst, split, key, period, kurus, charges)
       SELECT i.corporate_ncst, ?, ${key}, i.period, SUM(${CHARGED}), COUNT(*)
       FROM invoice_charges ch
       JOIN invoices i ON i.invoice_no = ch.invoice_no
       JOIN invoice_accounts a
         ON a.corporate_ncst = i.corporate_ncst AND a.account_index = CAST(substr(i.invoice_no, -1) AS INTEGER)
       LEFT JOIN line_users lu ON lu.msisdn = ch.msisdn
       WHERE i.corporate_ncst = ?
       GROUP BY ${key}, i.period`,
    ).run(split, corporateNcst);
}

/** Each of the company's lines' figures over the newest `USAGE_MONTHS` periods. */
function keepLines(db: Db, corporateNcst: string): void {
  const periods = invoicedPeriods(db, corporateNcst, USAGE_MONTHS);
  db.prepare('DELETE FROM line_spend WHERE corporate_ncst = ?').run(corporateNcst);
  db.prepare(
    `INSERT INTO line_spend
       (msisdn, corporate_ncst, cost_center, cost_center_fold, account_name, voice_minutes, sms_count,
        data_mb, charge_kurus)
     WITH used AS (
       SELECT u.msisdn, SUM(u.voice_minutes) AS voice, SUM(u.sms_count) AS sms, SUM(u.data_mb) AS mb
       FROM line_usage u JOIN lines l ON l.msisdn = u.msisdn
       WHERE l.corporate_ncst = $ncst AND u.period >= $from GROUP BY u.msisdn),
     charged AS (
       SELECT ch.msisdn, SUM(${CHARGED}) AS kurus
       FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
       WHERE i.corporate_ncst = $ncst AND i.period >= $from GROUP BY ch.msisdn),
     billed AS (
       SELECT ch.msisdn, MIN(a.name) AS name
       FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
       JOIN invoice_accounts a ON a.corporate_ncst = i.corporate_ncst
         AND a.account_index = CAST(substr(i.invoice_no, -1) AS INTEGER)
       WHERE i.corporate_ncst = $ncst AND i.period = $newest GROUP BY ch.msisdn)
     SELECT l.msisdn, l.corporate_ncst, COALESCE(lu.cost_center, ''), '', COALESCE(billed.name, ''),
       COALESCE(used.voice, 0), COALESCE(used.sms, 0), COALESCE(used.mb, 0), COALESCE(charged.kurus, 0)
     FROM lines l LEFT JOIN line_users lu ON lu.msisdn = l.msisdn
     LEFT JOIN used ON used.msisdn = l.msisdn
     LEFT JOIN charged ON charged.msisdn = l.msisdn
     LEFT JOIN billed ON billed.msisdn = l.msisdn
     WHERE l.corporate_ncst = $ncst`,
  ).run({ ncst: corporateNcst, from: periods[0] ?? '', newest: periods.at(-1) ?? '' });
  // SQLite folds no Turkish letter: the search form is written beside the cost centre.
  const costCenters = db
    .prepare(
      "SELECT DISTINCT cost_center AS c FROM line_spend WHERE corporate_ncst = ? AND cost_center <> ''",
    )
    .all(corporateNcst) as { c: string }[];
  const setFold = db.prepare(
    'UPDATE line_spend SET cost_center_fold = ? WHERE corporate_ncst = ? AND cost_center = ?',
  );
  for (const { c } of costCenters) setFold.run(fold(c), corporateNcst, c);
}

/**
 * Writes every company's figures again from the charges, the usage and the cost centres: called
 * where the world's invoices and usage are written (the sandbox cuts no invoice after its seed).
 */
export function keepSpendFigures(db: Db): void {
  const companies = db.prepare('SELECT corporate_ncst AS ncst FROM companies').all() as { ncst: string }[];
  db.transaction(() => {
    for (const { ncst } of companies) {
      keepSums(db, ncst);
      keepLines(db, ncst);
      keepPeriodAlerts(db, ncst);
    }
  })();
}

/**
 * A line's cost centre changed: its charges move from the key they were summed under to the new
 * one, period by period, and the line's row remembers the new key. Call it in the transaction
 * that writes the cost centre.
 */
export function moveLineCostCenter(db: Db, msisdn: string, costCenter: string): void {
  const line = db
    .prepare('SELECT corporate_ncst AS ncst, cost_center AS costCenter FROM line_spend WHERE msisdn = ?')
    .get(msisdn) as { ncst: string; costCenter: string } | undefined;
  if (!line || line.costCenter === costCenter) return;
  const charged = db
    .prepare(
      `SELECT i.period, SUM(${CHARGED}) AS kurus, COUNT(*) AS charges
       FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
       WHERE ch.msisdn = ? AND i.corporate_ncst = ? GROUP BY i.period`,
    )
    .all(msisdn, line.ncst) as { period: string; kurus: number; charges: number }[];
  const take = db.prepare(
    `UPDATE spend_sums SET kurus = kurus - ?, charges = charges - ?
     WHERE corporate_ncst = ? AND split = 'COST_CENTER' AND key = ? AND period = ?`,
  );
  const add = db.prepare(
    `INSERT INTO spend_sums (corporate_ncst, split, key, period, kurus, charges)
     VALUES (?, 'COST_CENTER', ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET kurus = kurus + excluded.kurus, charges = charges + excluded.charges`,
  );
  for (const { period, kurus, charges } of charged) {
    take.run(kurus, charges, line.ncst, line.costCenter, period);
    add.run(line.ncst, costCenter, period, kurus, charges);
  }
  // A key left with no charge is no group any more (the sums list only keys that bill something).
  db.prepare("DELETE FROM spend_sums WHERE corporate_ncst = ? AND split = 'COST_CENTER' AND charges = 0").run(
    line.ncst,
  );
  db.prepare('UPDATE line_spend SET cost_center = ?, cost_center_fold = ? WHERE msisdn = ?').run(
    costCenter,
    fold(costCenter),
    msisdn,
  );
}

export interface SpendSumRow {
  key: string;
  period: string;
  kurus: number;
}

/** The company's sums of one split from `from` on. */
export function readSpendSums(db: Db, corporateNcst: string, split: SpendSplitKey, from: string) {
  return db
    .prepare(
      `SELECT key, period, kurus FROM spend_sums
       WHERE corporate_ncst = ? AND split = ? AND period >= ?`,
    )
    .all(corporateNcst, split, from) as SpendSumRow[];
}
