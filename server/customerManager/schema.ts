/**
 * The customer managers' own world: their sessions (separate from company sessions) and the
 * captchas of their login page. The managers and their portfolios (manager × company ×
 * PRIMARY|SECONDARY) are core tables (server/db/schema.ts): company sessions read them too.
 */
export const customerManagerSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS customer_manager_sessions (
     token TEXT PRIMARY KEY,
     manager_id INTEGER NOT NULL REFERENCES customer_managers(id),
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS customer_manager_captchas (
     id TEXT PRIMARY KEY,
     answer TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER)`,
];
