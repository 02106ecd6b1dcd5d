import type { Db } from '../db/schema';
import { seedMorning } from '../db/seedDay';

/** People who already answered or closed the survey, so their dashboard opens without it. */
const SURVEY_SEEN = ['hizli.kullanici'];

export function seedSurveySeen(db: Db): void {
  // Seeded events happened around the seed day (server/db/seedDay.ts).
  const seedTime = seedMorning(db);
  const seen = db.prepare(
    'INSERT INTO survey_answers (user_id, displayed_at) SELECT id, ? FROM users WHERE user_name = ?',
  );
  for (const userName of SURVEY_SEEN) seen.run(seedTime, userName);
}
