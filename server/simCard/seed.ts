import type { Db } from '../db/schema';
import { seedDay } from '../db/seedDay';
import { periodOf } from './period';

/** Monthly limits in seed order: the third company (the fast demo user's) has a small one. */
const LIMITS = [50, 30, 10, 20];
/** SIM cards already ordered in the seed day's month, so the limit shows use from the start. */
const SEEDED_USED = 4;

export function seedSimCard(db: Db): void {
  const period = periodOf(seedDay(db) + 12 * 3_600_000);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO sim_card_limits (corporate_ncst, monthly_limit, seeded_period, seeded_used)
     VALUES (?, ?, ?, ?)`,
  );
  // By the companies' seeded order; read from the table, as server/db/seed.ts imports every feature.
  const companies = db.prepare('SELECT corporate_ncst AS ncst FROM companies ORDER BY position').all() as {
    ncst: string;
  }[];
  companies.forEach((company, i) => {
    insert.run(company.ncst, LIMITS[i % LIMITS.length], period, SEEDED_USED);
  });
}
