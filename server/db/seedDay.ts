/**
 * The day the sandbox's world is built around (issue 24: a billing period of 2025 beside
 * contracts of 2026). It is the day the database was seeded, kept in `meta`, so every seed and
 * every answer that speaks of "today's" world (the exchange rates' date) agree, and a database
 * seeded on the same day is the same. Dates are UTC midnights; "today" is Turkey's date.
 */
import type { Db } from './connection';

export const DAY_MS = 86_400_000;
/** Turkey is UTC+3 all year. */
export const TURKEY_OFFSET_MS = 3 * 3_600_000;

/** Turkey's calendar day of an instant, as the UTC midnight of that date. */
export function dayOf(instant: number): number {
  const local = instant + TURKEY_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
}

export function recordSeedDay(db: Db, day: number): void {
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seed_day', ?)").run(String(day));
}

/** The seeded world's today; a database seeded before this existed reads as seeded today. */
export function seedDay(db: Db, fallback: number = dayOf(Date.now())): number {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seed_day'").get() as
    | { value: string }
    | undefined;
  return row ? Number(row.value) : fallback;
}

/** The first day of the month `months` before the seed day's month (0: this month). */
export function monthStart(day: number, months: number): number {
  const d = new Date(day);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1);
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Nine in the morning in Turkey the day before the seed day: when seeded things "happened", so a
 * seeded event is always before anything a person does in the sandbox.
 */
export function seedMorning(db: Db): number {
  return seedDay(db) - DAY_MS + 6 * 3_600_000;
}
