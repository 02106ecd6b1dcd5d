import { commitmentEndOn, MONTHLY_DISCOUNT_KURUS } from '../db/commitments';
import type { Db } from '../db/schema';
import { seedDay } from '../db/seedDay';

/** A commitment row for every line that has one running on the seed day (commitment.ts's rule). */
export function seedLineDeactivation(db: Db): void {
  const today = seedDay(db);
  const lines = db
    .prepare('SELECT msisdn, product_type AS type, activation_date AS activation FROM lines')
    .all() as { msisdn: string; type: string; activation: string }[];
  const insert = db.prepare(
    'INSERT OR IGNORE INTO line_commitments (msisdn, ends_on, monthly_discount_kurus) VALUES (?, ?, ?)',
  );
  for (const line of lines) {
    const endsOn = commitmentEndOn(line.msisdn, line.activation, today);
    if (endsOn) insert.run(line.msisdn, endsOn, MONTHLY_DISCOUNT_KURUS[line.type] ?? 0);
  }
}
