/** One-time seamless-login tokens: minted by another operator channel, exchanged once. */
export const entrySchemaStatements = [
  `CREATE TABLE IF NOT EXISTS seamless_login_tokens (
     token TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id),
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER)`,
];
