import type { Db } from '../db/schema';

const SEED_TIME = Date.UTC(2025, 9, 22, 9, 0, 0);
/** People who already answered or closed the survey, so their dashboard opens without it. */
const SURVEY_SEEN = ['hizli.kullanici'];

export function seedSurveySeen(db: Db): void {
  const seen = db.prepare(
    'INSERT INTO survey_answers (user_id, displayed_at) SELECT id, ? FROM users WHERE user_name = ?',
  );
  for (const userName of SURVEY_SEEN) seen.run(SEED_TIME, userName);
}
