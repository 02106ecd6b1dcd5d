/**
 * Each line's tariff over time (issue 35). `lines.tariff_name` is today's tariff; this history
 * says which tariff a line had on any day, so a past period's invoice, call detail and usage read
 * the tariff of that period, not today's. Days are ISO dates (Turkey's calendar); `valid_to` is
 * the first day of the next tariff (exclusive), NULL for the tariff the line has now.
 *
 * Every tariff change goes through `changeLineTariff`, which moves the line and its history
 * together (tariff change, bulk change, re-contract).
 */

import type { Db } from './connection';
import { createPrng } from './prng';
import { tariffByName, tariffsOfferedIn } from './products';
import { DAY_MS, dayOf, isoDay, seedDay } from './seedDay';

export const TARIFF_HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS line_tariff_history (
     msisdn TEXT NOT NULL,
     tariff_id TEXT,
     tariff_name TEXT NOT NULL,
     valid_from TEXT NOT NULL,
     valid_to TEXT,
     PRIMARY KEY (msisdn, valid_from))`;

export interface TariffSpan {
  tariffId: string | null;
  tariffName: string;
  /** ISO day the line moved to this tariff. */
  validFrom: string;
  /** ISO day the next tariff began; null while it lasts. */
  validTo: string | null;
}

const PERIOD = /^\d{4}-\d{2}$/;

/** The day a period's bill reads its tariff from: the period's last day (billing in arrears). */
export function periodLastDay(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return isoDay(Date.UTC(year, month, 0));
}

/**
 * The tariff the line had on a day ('YYYY-MM-DD') or in a period ('YYYY-MM': on its last day).
 * Before the line's first recorded tariff it reads that first tariff; a line without history
 * reads its tariff of today.
 */
export function tariffAt(db: Db, msisdn: string, dayOrPeriod: string): TariffSpan | undefined {
  const day = PERIOD.test(dayOrPeriod) ? periodLastDay(dayOrPeriod) : dayOrPeriod.slice(0, 10);
  const q = queries(db);
  const span = (q.at.get(msisdn, day, day) ?? q.first.get(msisdn)) as TariffSpan | undefined;
  if (span) return span;
  const line = q.line.get(msisdn) as { name: string; since: string } | undefined;
  return line
    ? {
        tariffId: tariffByName(line.name)?.id ?? null,
        tariffName: line.name,
        validFrom: line.since,
        validTo: null,
      }
    : undefined;
}

const SPAN = 'tariff_id AS tariffId, tariff_name AS tariffName, valid_from AS validFrom, valid_to AS validTo';

/** Statements prepared once per database: a seed asks for thousands of lines' tariffs. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
const prepare = (db: Db) => ({
  at: db.prepare(
    `SELECT ${SPAN} FROM line_tariff_history WHERE msisdn = ? AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)
     ORDER BY valid_from DESC LIMIT 1`,
  ),
  first: db.prepare(`SELECT ${SPAN} FROM line_tariff_history WHERE msisdn = ? ORDER BY valid_from LIMIT 1`),
  line: db.prepare('SELECT tariff_name AS name, activation_date AS since FROM lines WHERE msisdn = ?'),
});
function queries(db: Db) {
  let q = prepared.get(db);
  if (!q) {
    q = prepare(db);
    prepared.set(db, q);
  }
  return q;
}

/**
 * The same answer as `tariffAt` for many lines at once (a seed billing sixteen months of every
 * line): the whole history read once, each question answered in memory.
 */
export function tariffLookup(db: Db): (msisdn: string, dayOrPeriod: string) => string | undefined {
  const byLine = new Map<string, TariffSpan[]>();
  const rows = db
    .prepare(`SELECT msisdn, ${SPAN} FROM line_tariff_history ORDER BY msisdn, valid_from`)
    .all() as (TariffSpan & { msisdn: string })[];
  for (const { msisdn, ...span } of rows) {
    const spans = byLine.get(msisdn) ?? [];
    spans.push(span);
    byLine.set(msisdn, spans);
  }
  return (msisdn, dayOrPeriod) => {
    const day = PERIOD.test(dayOrPeriod) ? periodLastDay(dayOrPeriod) : dayOrPeriod.slice(0, 10);
    const spans = byLine.get(msisdn);
    if (!spans) return undefined;
    const span = spans.find((t) => t.validFrom <= day && (t.validTo === null || t.validTo > day)) ?? spans[0];
    return span?.tariffName;
  };
}

/** The line's tariffs, oldest first. */
export function tariffHistoryOf(db: Db, msisdn: string): TariffSpan[] {
  return db
    .prepare(
      `SELECT tariff_id AS tariffId, tariff_name AS tariffName, valid_from AS validFrom, valid_to AS validTo
       FROM line_tariff_history WHERE msisdn = ? ORDER BY valid_from`,
    )
    .all(msisdn) as TariffSpan[];
}

/** Starts a line's history (a new or taken-over line): its tariff from `fromDay` on. */
export function openTariffHistory(db: Db, msisdn: string, tariffName: string, fromDay: string): void {
  db.prepare(
    `INSERT OR IGNORE INTO line_tariff_history (msisdn, tariff_id, tariff_name, valid_from, valid_to)
     VALUES (?, ?, ?, ?, NULL)`,
  ).run(msisdn, tariffByName(tariffName)?.id ?? null, tariffName, fromDay);
}

/**
 * Moves the line to `tariffName` from the day of `at` on: today's tariff (`lines`) and the
 * history change together. A second change on the same day replaces that day's tariff.
 */
export function changeLineTariff(db: Db, msisdn: string, tariffName: string, at: number): void {
  const day = isoDay(dayOf(at));
  const tariffId = tariffByName(tariffName)?.id ?? null;
  db.transaction(() => {
    const line = db
      .prepare('SELECT tariff_name AS name, activation_date AS since FROM lines WHERE msisdn = ?')
      .get(msisdn) as { name: string; since: string } | undefined;
    if (!line) return;
    // A line seeded or added without history gets its span up to today first.
    openTariffHistory(db, msisdn, line.name, line.since < day ? line.since : day);
    const current = db
      .prepare(
        'SELECT valid_from AS validFrom FROM line_tariff_history WHERE msisdn = ? AND valid_to IS NULL',
      )
      .get(msisdn) as { validFrom: string } | undefined;
    if (current && current.validFrom >= day) {
      db.prepare(
        'UPDATE line_tariff_history SET tariff_id = ?, tariff_name = ? WHERE msisdn = ? AND valid_to IS NULL',
      ).run(tariffId, tariffName, msisdn);
    } else {
      db.prepare('UPDATE line_tariff_history SET valid_to = ? WHERE msisdn = ? AND valid_to IS NULL').run(
        day,
        msisdn,
      );
      db.prepare(
        `INSERT INTO line_tariff_history (msisdn, tariff_id, tariff_name, valid_from, valid_to)
         VALUES (?, ?, ?, ?, NULL)`,
      ).run(msisdn, tariffId, tariffName, day);
    }
    db.prepare('UPDATE lines SET tariff_name = ? WHERE msisdn = ?').run(tariffName, msisdn);
  })();
}

const SEED = 20260335;
/** One line in this many changed tariff in the seeded past. */
export const CHANGED_ONE_IN = 25;
/** Seeded changes happened between a week and this many days before the seed day (about 15 months). */
const CHANGE_SPAN_DAYS = 450;

/**
 * Seeds every line's history: the tariff it has today since its activation, except one line in
 * 25 (by number), which had another tariff of its type until a day between a week and fifteen
 * months ago. Runs after the core's lines and before the features' seeds (invoices bill each
 * period's tariff; tariff change lists these moves).
 */
export function seedTariffHistory(db: Db): void {
  const today = seedDay(db);
  const rng = createPrng(SEED);
  const lines = db
    .prepare(
      `SELECT msisdn, product_type AS type, tariff_name AS tariff, activation_date AS since
       FROM lines ORDER BY msisdn`,
    )
    .all() as { msisdn: string; type: 'VOICE' | 'DATA' | 'M2M'; tariff: string; since: string }[];
  const insert = db.prepare(
    `INSERT INTO line_tariff_history (msisdn, tariff_id, tariff_name, valid_from, valid_to) VALUES (?, ?, ?, ?, ?)`,
  );
  lines.forEach((line, i) => {
    const id = (name: string) => tariffByName(name)?.id ?? null;
    const changeDay = isoDay(today - (7 + rng.int(0, CHANGE_SPAN_DAYS - 7)) * DAY_MS);
    const others = tariffsOfferedIn('TARIFF_CHANGE', line.type).filter((t) => t.name !== line.tariff);
    const before = others[i % Math.max(1, others.length)];
    if (i % CHANGED_ONE_IN === 0 && before && line.since < changeDay) {
      insert.run(line.msisdn, before.id, before.name, line.since, changeDay);
      insert.run(line.msisdn, id(line.tariff), line.tariff, changeDay, null);
      return;
    }
    insert.run(line.msisdn, id(line.tariff), line.tariff, line.since, null);
  });
}

/** Lines a feature's seed added after the core's history (their tariff since activation). */
export function openMissingHistories(db: Db): void {
  db.prepare(
    `INSERT INTO line_tariff_history (msisdn, tariff_id, tariff_name, valid_from, valid_to)
     SELECT l.msisdn, NULL, l.tariff_name, l.activation_date, NULL FROM lines l
     WHERE NOT EXISTS (SELECT 1 FROM line_tariff_history h WHERE h.msisdn = l.msisdn)`,
  ).run();
  // Their ids from the catalogue (SQL does not know it).
  const rows = db
    .prepare('SELECT DISTINCT tariff_name AS name FROM line_tariff_history WHERE tariff_id IS NULL')
    .all() as { name: string }[];
  const setId = db.prepare(
    'UPDATE line_tariff_history SET tariff_id = ? WHERE tariff_id IS NULL AND tariff_name = ?',
  );
  for (const row of rows) {
    const id = tariffByName(row.name)?.id;
    if (id) setId.run(id, row.name);
  }
}
