/**
 * The person using each line (spec §3 line user info). One row per line of `lines`; the company is
 * repeated here so a company's page can be read in sort order straight from an index. The
 * `*_fold` and `*_sort` columns are written with the value (server/lineUser/text.ts): SQLite has
 * no Turkish collation, and sorting 100,000 lines in JS on every page would be too slow.
 */
export const lineUserSchemaStatements: string[] = [
  `CREATE TABLE IF NOT EXISTS line_users (
     msisdn TEXT PRIMARY KEY REFERENCES lines(msisdn),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     user_name TEXT NOT NULL,
     user_fold TEXT NOT NULL,
     user_sort TEXT NOT NULL,
     identity_number TEXT NOT NULL,
     email TEXT NOT NULL,
     department TEXT NOT NULL,
     department_sort TEXT NOT NULL,
     cost_center TEXT NOT NULL,
     cost_center_sort TEXT NOT NULL,
     invoice_name_visible INTEGER NOT NULL DEFAULT 1,
     pending_user_name TEXT,
     pending_identity_number TEXT,
     pending_email TEXT,
     pending_department TEXT,
     pending_cost_center TEXT,
     pending_effective_date TEXT,
     updated_at INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS line_users_by_company ON line_users (corporate_ncst, msisdn)`,
  `CREATE INDEX IF NOT EXISTS line_users_by_user ON line_users (corporate_ncst, user_sort, msisdn)`,
  `CREATE INDEX IF NOT EXISTS line_users_by_department ON line_users (corporate_ncst, department_sort, msisdn)`,
  `CREATE INDEX IF NOT EXISTS line_users_by_cost_center ON line_users (corporate_ncst, cost_center_sort, msisdn)`,
];
