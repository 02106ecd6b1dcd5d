/** Whether and when each person was shown the customer survey, and their answers (issue 6). */
export const customerSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS survey_answers (
     user_id INTEGER PRIMARY KEY REFERENCES users(id),
     displayed_at INTEGER,
     answers TEXT,
     saved_at INTEGER)`,
];
