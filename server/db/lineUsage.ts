/**
 * Each line's usage per billing period (issue 40): minutes spoken, SMS sent, megabytes used and,
 * of the period's usage charge on the invoice (`invoice_charges.usage_kurus`), the part spent
 * abroad. The invoice keeps the money; this table keeps the amounts used, so nothing here is a
 * second copy of a charge: `roaming_kurus` is a breakdown of the invoice's own usage charge and
 * never more than it.
 *
 * Like `invoice_charges`, rows do not reference lines(msisdn): usage is history, and closing a
 * line must not change what it used. Readers join `lines` for the lines still open.
 */
import type { Db } from './connection';
import { createPrng } from './prng';
import { IDLE_PERIODS } from './spendAlerts';

export const lineUsageSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS line_usage (
     msisdn TEXT NOT NULL,
     period TEXT NOT NULL,
     voice_minutes INTEGER NOT NULL,
     sms_count INTEGER NOT NULL,
     data_mb INTEGER NOT NULL,
     roaming_kurus INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (msisdn, period))`,
  `CREATE INDEX IF NOT EXISTS line_usage_by_period ON line_usage (period, msisdn)`,
];

/** How many periods of usage are kept: the analysis shows a line's last twelve months. */
export const USAGE_MONTHS = 12;

/** Idle lines planted per company (a SIM left in a drawer): no usage at all for the last periods. */
const IDLE_LINES_PER_COMPANY = 2;

const SEED = 20261140;

/** A month's amounts used by a line of the type (minutes, SMS, MB), drawn around a type's habit. */
const HABIT: Record<string, { minutes: [number, number]; sms: [number, number]; dataMb: [number, number] }> =
  {
    VOICE: { minutes: [120, 1_400], sms: [10, 180], dataMb: [1_500, 24_000] },
    DATA: { minutes: [0, 0], sms: [0, 6], dataMb: [4_000, 60_000] },
    M2M: { minutes: [0, 0], sms: [4, 40], dataMb: [5, 400] },
  };

interface BilledLine {
  msisdn: string;
  productType: string;
  roaming: number;
}

/**
 * Usage of the newest `USAGE_MONTHS` invoiced periods for every line billed in them, drawn from
 * the world's seeded generator. The first open lines of each company (in number order) that had no
 * usage charge in the last `IDLE_PERIODS` periods are left unused for those periods (the idle-line
 * alert's known lines); of the lines with roaming open that went over their package in the newest
 * period, about one in four spent that usage abroad (the roaming alert's known lines).
 */
export function seedLineUsage(db: Db): void {
  const rng = createPrng(SEED);
  const insert = db.prepare(
    `INSERT OR REPLACE INTO line_usage (msisdn, period, voice_minutes, sms_count, data_mb, roaming_kurus)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const companies = db.prepare('SELECT corporate_ncst AS ncst FROM companies ORDER BY position').all() as {
    ncst: string;
  }[];
  for (const { ncst } of companies) {
    const periods = (
      db
        .prepare('SELECT DISTINCT period FROM invoices WHERE corporate_ncst = ? ORDER BY period DESC LIMIT ?')
        .all(ncst, USAGE_MONTHS) as { period: string }[]
    ).map((r) => r.period);
    if (periods.length === 0) continue;
    const recent = periods.slice(0, IDLE_PERIODS);
    const idle = new Set(
      (
        db
          .prepare(
            `SELECT l.msisdn FROM lines l WHERE l.corporate_ncst = ? AND l.product_type <> 'M2M'
               AND (SELECT COUNT(*) FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
                    WHERE ch.msisdn = l.msisdn AND i.period IN (${recent.map(() => '?').join(', ')})
                      AND ch.usage_kurus = 0) = ?
             ORDER BY l.msisdn LIMIT ?`,
          )
          .all(ncst, ...recent, recent.length, IDLE_LINES_PER_COMPANY) as { msisdn: string }[]
      ).map((r) => r.msisdn),
    );
    const billed = db.prepare(
      `SELECT ch.msisdn, ch.product_type AS productType, ch.usage_kurus AS usageKurus, COALESCE(l.roaming, 0) AS roaming
       FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
       LEFT JOIN lines l ON l.msisdn = ch.msisdn
       WHERE i.corporate_ncst = ? AND i.period = ? ORDER BY ch.msisdn`,
    );
    // Oldest first, so a period's draw does not depend on how many periods came after it.
    for (const period of [...periods].reverse()) {
      const newest = period === periods[0];
      for (const line of billed.all(ncst, period) as (BilledLine & { usageKurus: number })[]) {
        const habit = HABIT[line.productType] ?? HABIT.M2M!;
        const minutes = rng.int(...habit.minutes);
        const sms = rng.int(...habit.sms);
        const dataMb = rng.int(...habit.dataMb);
        const abroad = newest && line.roaming === 1 && line.usageKurus > 0 && rng.next() < 0.25;
        if (idle.has(line.msisdn) && recent.includes(period)) {
          insert.run(line.msisdn, period, 0, 0, 0, 0);
          continue;
        }
        insert.run(line.msisdn, period, minutes, sms, dataMb, abroad ? line.usageKurus : 0);
      }
    }
  }
}
