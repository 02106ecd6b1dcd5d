/**
 * The company's SIM pool (cards delivered to the company, not yet or no longer serving a line)
 * and the reports of applied matches.
 */
export const simMatchingSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS sim_pool (
     iccid TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     status TEXT NOT NULL CHECK (status IN ('FREE','BLOCKED','USED')),
     blocked_reason TEXT,
     msisdn TEXT,
     updated_at INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS sim_pool_by_company ON sim_pool (corporate_ncst, status)',
  `CREATE TABLE IF NOT EXISTS sim_match_reports (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     user_id INTEGER NOT NULL,
     at INTEGER NOT NULL,
     total INTEGER NOT NULL,
     successful INTEGER NOT NULL,
     unsuccessful INTEGER NOT NULL,
     results TEXT NOT NULL)`,
];
