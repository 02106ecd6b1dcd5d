/**
 * Secure internet (spec §3 secure internet state): each line's content-filter profile and the
 * history of changes. A line of `lines` without a row here has the standard profile (lines made
 * after the seed, e.g. by a new-line order), so no other feature has to write to these tables.
 */
export const secureInternetSchemaStatements: string[] = [
  `CREATE TABLE IF NOT EXISTS secure_internet_profiles (
     msisdn TEXT PRIMARY KEY REFERENCES lines(msisdn),
     profile TEXT NOT NULL CHECK (profile IN ('STANDARD','FAMILY','CHILD','BUSINESS')),
     changed_at INTEGER)`,
  `CREATE TABLE IF NOT EXISTS secure_internet_history (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     msisdn TEXT NOT NULL REFERENCES lines(msisdn),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     from_profile TEXT NOT NULL,
     to_profile TEXT NOT NULL,
     changed_by TEXT NOT NULL,
     changed_at INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS secure_internet_history_by_company
     ON secure_internet_history (corporate_ncst, changed_at)`,
];
