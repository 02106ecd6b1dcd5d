import type { Db } from '../db/schema';
import { feeKurus, tariffByName } from './catalogue';

const PEOPLE = ['Ayşe Yılmaz', 'Can Öztürk'];
/** Ten in the morning in Turkey (UTC+3), after a UTC midnight. */
const TEN_IN_TURKEY_MS = 7 * 3_600_000;

/**
 * The change history of the seeded past, read from the core's tariff history
 * (server/db/tariffHistory.ts): every seeded move from one tariff to the next is one change,
 * made at ten in the morning (Turkey) of the day the new tariff began.
 */
export function seedTariff(db: Db): void {
  const moves = db
    .prepare(
      `SELECT h.msisdn, l.corporate_ncst AS company, p.tariff_name AS fromName, h.tariff_name AS toName,
         h.valid_from AS day
       FROM line_tariff_history h
       JOIN line_tariff_history p ON p.msisdn = h.msisdn AND p.valid_to = h.valid_from
       JOIN lines l ON l.msisdn = h.msisdn
       ORDER BY h.msisdn`,
    )
    .all() as { msisdn: string; company: string; fromName: string; toName: string; day: string }[];
  const insert = db.prepare(
    `INSERT OR IGNORE INTO tariff_changes (id, corporate_ncst, msisdn, from_tariff, to_tariff,
       monthly_difference_kurus, commitment_months, changed_at, changed_by) VALUES (?, ?, ?, ?, ?, ?, 24, ?, ?)`,
  );
  moves.forEach((move, i) => {
    const from = tariffByName(move.fromName);
    const to = tariffByName(move.toName);
    if (!from || !to) return;
    insert.run(
      `seed-${move.msisdn}`,
      move.company,
      move.msisdn,
      from.name,
      to.name,
      feeKurus(to) - feeKurus(from),
      Date.parse(move.day) + TEN_IN_TURKEY_MS,
      PEOPLE[i % PEOPLE.length],
    );
  });
}
