/**
 * The spend alerts (issue 40) as data: each rule's id, its Turkish wording and how it finds its
 * lines, over the core's facts (invoice charges, line usage, commitments, lines). The thresholds
 * are here and only here: the wording is built from them, so what a rule says is what it does.
 *
 * "This period" is the company's newest invoiced period; amounts are the invoice's line charges
 * before taxes (tariff + usage + services), as the invoice's by-line list shows them.
 *
 * A rule that reads only invoiced periods (`kept`) is run when the invoices' figures are written
 * (server/db/spendFigures.ts) and its lines kept in `spend_alert_lines`: reading them is an
 * indexed lookup, where running the rule over every charge of a 10,000-line company took 190 ms
 * a call (issue 42). A rule that reads today (the package's end) runs at each read, over an index.
 */
import { formatMoney } from '../../src/lib/format';
import type { Db } from './connection';
import { lineChargeSql } from './invoices/schema';
import { DAY_MS, isoDay } from './seedDay';

export const SPEND_ALERT_THRESHOLDS = {
  /** A bill jumped: this period's charge above this many times the average of the periods before… */
  jumpFactor: 1.5,
  /** …and at least this much above that average (kuruş: 100 TL). */
  jumpMinKurus: 10_000,
  /** …over this many periods before this one. */
  jumpPeriods: 3,
  /** Idle: no use at all for this many days, read as whole billing periods (30 days each). */
  idleDays: 90,
  /** A package (the line's commitment) ending within this many days from today. */
  packageEndDays: 7,
} as const;

/** Periods without use that make an idle line: 90 days are three billing periods. */
export const IDLE_PERIODS = Math.round(SPEND_ALERT_THRESHOLDS.idleDays / 30);

export type SpendAlertRuleId = 'CHARGE_JUMP' | 'IDLE_LINE' | 'PACKAGE_ENDING' | 'ROAMING_CHARGE';

/** One line an alert points at, with the figures its rule read. */
export interface SpendAlertLine {
  msisdn: string;
  userName: string;
  /** This period's charge (jump), the roaming part of it (roaming); null otherwise. */
  amountKurus: number | null;
  /** The average of the periods before (jump); null otherwise. */
  averageKurus: number | null;
  /** The day the package ends (package ending); null otherwise. */
  endsOn: string | null;
}

export interface SpendAlertRule {
  id: SpendAlertRuleId;
  /** Reads only invoiced periods: found when they are written, and its lines kept. */
  kept: boolean;
  title: string;
  /** The rule in one Turkish sentence, thresholds included. */
  statement: string;
  find(db: Db, corporateNcst: string, now: number): SpendAlertLine[];
}

const tl = (kurus: number) => formatMoney(kurus / 100);
const factor = SPEND_ALERT_THRESHOLDS.jumpFactor.toLocaleString('tr-TR');

/** The company's newest invoiced periods, newest first. */
function newestPeriods(db: Db, corporateNcst: string, count: number): string[] {
  return (
    db
      .prepare('SELECT DISTINCT period FROM invoices WHERE corporate_ncst = ? ORDER BY period DESC LIMIT ?')
      .all(corporateNcst, count) as { period: string }[]
  ).map((r) => r.period);
}

const marks = (items: readonly unknown[]) => items.map(() => '?').join(', ');
const none = { amountKurus: null, averageKurus: null, endsOn: null };

/** Today in Turkey, ISO. */
const turkishToday = (now: number) => isoDay(now + 3 * 3_600_000);

export const SPEND_ALERT_RULES: readonly SpendAlertRule[] = [
  {
    id: 'CHARGE_JUMP',
    kept: true,
    title: 'Faturası sıçrayan hatlar',
    statement:
      `Bu dönemki ücreti, önceki ${SPEND_ALERT_THRESHOLDS.jumpPeriods} dönemin ortalamasının ${factor} katını ` +
      `aşan ve bu ortalamadan en az ${tl(SPEND_ALERT_THRESHOLDS.jumpMinKurus)} fazla olan hatlar.`,
    find(db, corporateNcst) {
      const [current, ...before] = newestPeriods(db, corporateNcst, SPEND_ALERT_THRESHOLDS.jumpPeriods + 1);
      if (!current || before.length < SPEND_ALERT_THRESHOLDS.jumpPeriods) return [];
      const rows = db
        .prepare(
          `SELECT ch.msisdn, l.line_user AS userName,
             SUM(CASE WHEN i.period = ? THEN ${lineChargeSql()} END) AS amountKurus,
             SUM(CASE WHEN i.period <> ? THEN ${lineChargeSql()} END) AS beforeKurus,
             COUNT(*) AS periods
           FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
           JOIN lines l ON l.msisdn = ch.msisdn
           WHERE i.corporate_ncst = ? AND i.period IN (?, ${marks(before)})
           GROUP BY ch.msisdn, l.line_user ORDER BY ch.msisdn`,
        )
        .all(current, current, corporateNcst, current, ...before) as {
        msisdn: string;
        userName: string;
        amountKurus: number | null;
        beforeKurus: number | null;
        periods: number;
      }[];
      return rows.flatMap((row) => {
        // A line not billed in every one of the periods has no average to jump from.
        if (row.periods !== before.length + 1 || row.amountKurus === null || row.beforeKurus === null)
          return [];
        const average = row.beforeKurus / before.length;
        const jumped =
          row.amountKurus > SPEND_ALERT_THRESHOLDS.jumpFactor * average &&
          row.amountKurus - average >= SPEND_ALERT_THRESHOLDS.jumpMinKurus;
        return jumped
          ? [
              {
                msisdn: row.msisdn,
                userName: row.userName,
                amountKurus: row.amountKurus,
                averageKurus: Math.round(average),
                endsOn: null,
              },
            ]
          : [];
      });
    },
  },
  {
    id: 'IDLE_LINE',
    kept: true,
    title: 'Kullanılmayan hatlar',
    statement:
      `Son ${SPEND_ALERT_THRESHOLDS.idleDays} gündür (${IDLE_PERIODS} fatura dönemi) hiç konuşma, SMS ` +
      'veya internet kullanımı olmayan açık hatlar.',
    find(db, corporateNcst) {
      const recent = newestPeriods(db, corporateNcst, IDLE_PERIODS);
      if (recent.length < IDLE_PERIODS) return [];
      return (
        db
          .prepare(
            `SELECT u.msisdn, l.line_user AS userName FROM line_usage u JOIN lines l ON l.msisdn = u.msisdn
             WHERE l.corporate_ncst = ? AND u.period IN (${marks(recent)})
             GROUP BY u.msisdn, l.line_user
             HAVING COUNT(*) = ? AND SUM(u.voice_minutes + u.sms_count + u.data_mb) = 0
             ORDER BY u.msisdn`,
          )
          .all(corporateNcst, ...recent, recent.length) as { msisdn: string; userName: string }[]
      ).map((row) => ({ ...row, ...none }));
    },
  },
  {
    id: 'PACKAGE_ENDING',
    kept: false,
    title: 'Paketi bitmek üzere olan hatlar',
    statement: `Taahhütlü paketi bugünden itibaren ${SPEND_ALERT_THRESHOLDS.packageEndDays} gün içinde sona erecek hatlar.`,
    find(db, corporateNcst, now) {
      const today = turkishToday(now);
      // CROSS JOIN keeps the commitments' end-day index the outer loop: a week's ends, not the
      // company's every line.
      const last = isoDay(Date.parse(`${today}T00:00:00Z`) + SPEND_ALERT_THRESHOLDS.packageEndDays * DAY_MS);
      return (
        db
          .prepare(
            `SELECT l.msisdn, l.line_user AS userName, c.ends_on AS endsOn
             FROM line_commitments c CROSS JOIN lines l ON l.msisdn = c.msisdn
             WHERE l.corporate_ncst = ? AND c.ends_on >= ? AND c.ends_on <= ?
             ORDER BY c.ends_on, l.msisdn`,
          )
          .all(corporateNcst, today, last) as { msisdn: string; userName: string; endsOn: string }[]
      ).map((row) => ({ ...row, amountKurus: null, averageKurus: null }));
    },
  },
  {
    id: 'ROAMING_CHARGE',
    kept: true,
    title: 'Yurt dışı kullanım ücreti olan hatlar',
    statement: 'Bu dönemin faturasında yurt dışında kullanımdan doğan ücret bulunan hatlar.',
    find(db, corporateNcst) {
      const [current] = newestPeriods(db, corporateNcst, 1);
      if (!current) return [];
      return (
        db
          .prepare(
            `SELECT u.msisdn, l.line_user AS userName, u.roaming_kurus AS amountKurus
             FROM line_usage u JOIN lines l ON l.msisdn = u.msisdn
             WHERE l.corporate_ncst = ? AND u.period = ? AND u.roaming_kurus > 0
             ORDER BY u.msisdn`,
          )
          .all(corporateNcst, current) as { msisdn: string; userName: string; amountKurus: number }[]
      ).map((row) => ({ ...row, averageKurus: null, endsOn: null }));
    },
  },
];

export const spendAlertSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS spend_alert_lines (
     corporate_ncst TEXT NOT NULL,
     rule TEXT NOT NULL,
     msisdn TEXT NOT NULL,
     amount_kurus INTEGER,
     average_kurus INTEGER,
     PRIMARY KEY (corporate_ncst, rule, msisdn)) WITHOUT ROWID`,
];

/** Runs the company's kept rules again and keeps the lines they find. */
export function keepPeriodAlerts(db: Db, corporateNcst: string): void {
  db.prepare('DELETE FROM spend_alert_lines WHERE corporate_ncst = ?').run(corporateNcst);
  const insert = db.prepare(
    `INSERT INTO spend_alert_lines (corporate_ncst, rule, msisdn, amount_kurus, average_kurus)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const rule of SPEND_ALERT_RULES.filter((r) => r.kept))
    for (const line of rule.find(db, corporateNcst, 0))
      insert.run(corporateNcst, rule.id, line.msisdn, line.amountKurus, line.averageKurus);
}

/** The kept rules' open lines (a closed line leaves them), each with its user as it is today. */
function keptLines(db: Db, corporateNcst: string): Map<string, SpendAlertLine[]> {
  const rows = db
    .prepare(
      `SELECT k.rule, k.msisdn, l.line_user AS userName, k.amount_kurus AS amountKurus,
         k.average_kurus AS averageKurus
       FROM spend_alert_lines k JOIN lines l ON l.msisdn = k.msisdn
       WHERE k.corporate_ncst = ? ORDER BY k.rule, k.msisdn`,
    )
    .all(corporateNcst) as (Omit<SpendAlertLine, 'endsOn'> & { rule: string })[];
  const byRule = new Map<string, SpendAlertLine[]>();
  for (const { rule, ...line } of rows) {
    const lines = byRule.get(rule) ?? [];
    lines.push({ ...line, endsOn: null });
    byRule.set(rule, lines);
  }
  return byRule;
}

/** Every rule with the lines it finds for the company now. */
export function spendAlerts(db: Db, corporateNcst: string, now: number) {
  const kept = keptLines(db, corporateNcst);
  return SPEND_ALERT_RULES.map((rule) => ({
    rule,
    lines: rule.kept ? (kept.get(rule.id) ?? []) : rule.find(db, corporateNcst, now),
  }));
}

/** Open alerts: one per line a rule points at (a line two rules point at counts twice). */
export function openSpendAlertCount(db: Db, corporateNcst: string, now: number): number {
  const kept = db
    .prepare(
      `SELECT COUNT(*) AS n FROM spend_alert_lines k JOIN lines l ON l.msisdn = k.msisdn
       WHERE k.corporate_ncst = ?`,
    )
    .get(corporateNcst) as { n: number };
  return SPEND_ALERT_RULES.filter((rule) => !rule.kept).reduce(
    (sum, rule) => sum + rule.find(db, corporateNcst, now).length,
    kept.n,
  );
}
