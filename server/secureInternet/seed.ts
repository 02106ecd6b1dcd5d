/**
 * A profile for every seeded line, from a fixed generator so the world is the same each time:
 * most lines standard, some family, business or child; M2M and suspended lines standard (they
 * cannot change). Each non-standard profile has the history row of the change that set it.
 */
import { createPrng } from '../db/prng';
import type { Db } from '../db/schema';
import { DAY_MS, seedMorning } from '../db/seedDay';

const SEED = 20251116;

export function seedSecureInternet(db: Db): void {
  const rng = createPrng(SEED);
  const at = seedMorning(db);
  const lines = db
    .prepare('SELECT msisdn, corporate_ncst AS ncst, product_type AS type, status FROM lines ORDER BY msisdn')
    .all() as { msisdn: string; ncst: string; type: string; status: string }[];
  const insert = db.prepare(
    'INSERT OR IGNORE INTO secure_internet_profiles (msisdn, profile, changed_at) VALUES (?, ?, ?)',
  );
  const history = db.prepare(
    `INSERT INTO secure_internet_history (msisdn, corporate_ncst, from_profile, to_profile, changed_by, changed_at)
     VALUES (?, ?, 'STANDARD', ?, 'Kurumsal Portal', ?)`,
  );
  for (const line of lines) {
    const roll = rng.int(0, 9);
    const fixed = line.type === 'M2M' || line.status !== 'ACTIVE';
    const profile = fixed || roll < 6 ? 'STANDARD' : roll < 8 ? 'FAMILY' : roll < 9 ? 'BUSINESS' : 'CHILD';
    const changedAt = profile === 'STANDARD' ? null : at - rng.int(1, 60) * DAY_MS;
    insert.run(line.msisdn, profile, changedAt);
    if (changedAt !== null) history.run(line.msisdn, line.ncst, profile, changedAt);
  }
}
