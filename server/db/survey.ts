/**
 * Whether and when each person was shown the customer survey, and their answers (issue 6). In
 * core because two parts read it: the login response (spec §3 customerSurveyDisplayed) and the
 * customer feature, which shows the survey and saves the answers (issue 36: core imports no feature).
 */
import type { Db } from './connection';

export const surveySchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS survey_answers (
     user_id INTEGER PRIMARY KEY REFERENCES users(id),
     displayed_at INTEGER,
     answers TEXT,
     saved_at INTEGER)`,
];

/** Whether the person was already shown the survey; read by the login response. */
export function surveyDisplayed(db: Db, userId: number): boolean {
  const row = db.prepare('SELECT displayed_at AS at FROM survey_answers WHERE user_id = ?').get(userId) as
    | { at: number | null }
    | undefined;
  return Boolean(row?.at);
}
