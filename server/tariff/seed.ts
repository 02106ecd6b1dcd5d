import type { Db } from '../db/schema';
import { DAY_MS, seedDay } from '../db/seedDay';
import { feeKurus, TARIFFS, tariffByName } from './catalogue';

const PEOPLE = ['Ayşe Yılmaz', 'Can Öztürk'];

/**
 * A history for every company: one line in 25 moved to its current tariff from another of its
 * type, between a week and six months before the seed day, at ten in the morning (Turkey). The
 * lines' tariffs stay as the core seed made them.
 */
export function seedTariff(db: Db): void {
  const today = seedDay(db);
  const lines = db
    .prepare(
      'SELECT msisdn, corporate_ncst AS company, product_type AS type, tariff_name AS tariff FROM lines ORDER BY msisdn',
    )
    .all() as { msisdn: string; company: string; type: 'VOICE' | 'DATA' | 'M2M'; tariff: string }[];
  const insert = db.prepare(
    `INSERT OR IGNORE INTO tariff_changes (id, corporate_ncst, msisdn, from_tariff, to_tariff,
       monthly_difference_kurus, commitment_months, changed_at, changed_by) VALUES (?, ?, ?, ?, ?, ?, 24, ?, ?)`,
  );
  lines.forEach((line, i) => {
    if (i % 25 !== 0) return;
    const to = tariffByName(line.tariff);
    const others = TARIFFS.filter((t) => t.productTypes.includes(line.type) && t.name !== line.tariff);
    const from = others[i % others.length];
    if (!to || !from) return;
    const daysAgo = 7 + ((i * 37) % 175);
    const at = today - daysAgo * DAY_MS + 7 * 3_600_000;
    insert.run(
      `seed-${line.msisdn}`,
      line.company,
      line.msisdn,
      from.name,
      to.name,
      feeKurus(to) - feeKurus(from),
      at,
      PEOPLE[i % PEOPLE.length],
    );
  });
}
