/** Each person's remembered searches (issue 6); the newest few are kept. */
export const searchSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS search_history (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id INTEGER NOT NULL REFERENCES users(id),
     title TEXT NOT NULL,
     url TEXT NOT NULL,
     kind TEXT NOT NULL,
     created_at INTEGER NOT NULL)`,
];
