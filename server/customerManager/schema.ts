/**
 * The customer managers' own world: their sessions (separate from company sessions), their
 * portfolios (manager × company × PRIMARY|SECONDARY) and the captchas of their login page.
 * The managers themselves are the core table `customer_managers` (server/db/schema.ts).
 */
export const customerManagerSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS customer_manager_sessions (
     token TEXT PRIMARY KEY,
     manager_id INTEGER NOT NULL REFERENCES customer_managers(id),
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS customer_manager_portfolios (
     manager_id INTEGER NOT NULL REFERENCES customer_managers(id),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     portfolio_type TEXT NOT NULL CHECK (portfolio_type IN ('PRIMARY','SECONDARY')),
     city TEXT NOT NULL,
     PRIMARY KEY (manager_id, corporate_ncst))`,
  `CREATE TABLE IF NOT EXISTS customer_manager_captchas (
     id TEXT PRIMARY KEY,
     answer TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER)`,
];
