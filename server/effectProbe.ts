/**
 * Test support: what one call changed in the sandbox's database, and how many audit entries it
 * left. server/conformance.test.ts measures every served row's successful call with it, and so
 * proves the audit trail's rule (server/auditTrail/effects.ts): a call the trail does not record
 * changes nothing of the company.
 *
 * Temporary triggers on every table note each insert, update and delete. Writes that are not the
 * call's own are kept out: the sandbox's clock is held still during the measured call, after the
 * features have settled what had fallen due (a read settles due changes, server/feature.ts), so the
 * call settles nothing; and the tables below only keep a session's upkeep or short-lived checks.
 */
import type { Db } from './db/schema';
import { features } from './features';

/** Tables a call may write without changing anything of the company, with why. */
export const UPKEEP_TABLES: Readonly<Record<string, string>> = {
  sessions: 'every call keeps its session alive (last activity)',
  customer_manager_sessions: 'a manager’s own session, kept alive by each of their calls',
  customer_manager_captchas: 'the captcha challenge a manager’s sign-in answers once',
  abroad_validations: 'a roaming change’s check, consumed by the change (recorded) or expiring',
  deactivation_selections: 'a line closure’s check, consumed by the closure (recorded) or expiring',
  package_quotes: 'a package offer’s quoted price, consumed by the order (recorded) or expiring',
  invoice_detail_grants: 'a short-lived right to read call details, given after an SMS code',
  invoice_pdf_downloads: 'a short-lived download key for an invoice file',
  otp_transactions: 'an SMS code used up by the download it confirmed',
  survey_answers: 'that the survey was shown to the person (their answer, customerSurveySave, is recorded)',
};

const CHANGES = 'audit_probe_changes';

export interface Effect<T> {
  /** What the call answered. */
  result: T;
  /** Audit entries the call left. */
  entries: number;
  /** Tables the call changed, beyond upkeep, sorted. */
  tables: string[];
}

/** `entryTable`: the audit trail's table (server/auditTrail/schema.ts), named by the test that measures. */
export function effectProbe(entryTable: string) {
  let frozen: number | undefined;
  let db: Db | undefined;
  /** The sandbox's clock: real time, held still while a call is measured. */
  const now = () => frozen ?? Date.now();

  /** Watches every table of the database (once per database). */
  function attach(target: Db): void {
    db = target;
    db.exec(`CREATE TEMP TABLE IF NOT EXISTS ${CHANGES} (tbl TEXT NOT NULL)`);
    // A virtual table (and an FTS table's shadow tables) takes no trigger; its writes come from a
    // content table, which is watched.
    const tables = db
      .prepare(
        `SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'`,
      )
      .all() as { name: string }[];
    for (const { name } of tables)
      for (const op of ['INSERT', 'UPDATE', 'DELETE'])
        db.exec(
          `CREATE TEMP TRIGGER IF NOT EXISTS "probe_${name}_${op}" AFTER ${op} ON main."${name}"
           BEGIN INSERT INTO ${CHANGES} (tbl) VALUES ('${name}'); END`,
        );
  }

  async function measure<T>(run: () => Promise<T>): Promise<Effect<T>> {
    const target = db;
    if (!target) throw new Error('effectProbe: attach a database first');
    frozen = Date.now();
    try {
      for (const feature of features) feature.settle?.(target, now);
      target.exec(`DELETE FROM ${CHANGES}`);
      const result = await run();
      const rows = target.prepare(`SELECT tbl, count(*) AS n FROM ${CHANGES} GROUP BY tbl`).all() as {
        tbl: string;
        n: number;
      }[];
      return {
        result,
        entries: rows.find((r) => r.tbl === entryTable)?.n ?? 0,
        tables: rows
          .map((r) => r.tbl)
          .filter((t) => t !== entryTable && !Object.hasOwn(UPKEEP_TABLES, t))
          .sort(),
      };
    } finally {
      frozen = undefined;
    }
  }

  return { now, attach, measure };
}
