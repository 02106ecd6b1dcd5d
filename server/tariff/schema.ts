/**
 * Tariff change: every change (single or from a bulk job) is one history row; a bulk job keeps
 * each line as it was asked. Job lines hold the entry as the spreadsheet wrote it, which may be no
 * line at all, so they copy the number instead of referencing `lines` (like deactivated_lines).
 */
export const tariffSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS tariff_changes (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     msisdn TEXT NOT NULL REFERENCES lines(msisdn),
     from_tariff TEXT NOT NULL,
     to_tariff TEXT NOT NULL,
     monthly_difference_kurus INTEGER NOT NULL,
     commitment_months INTEGER NOT NULL,
     selections TEXT NOT NULL DEFAULT '[]',
     changed_at INTEGER NOT NULL,
     changed_by TEXT NOT NULL,
     job_id TEXT)`,
  'CREATE INDEX IF NOT EXISTS tariff_changes_by_company ON tariff_changes (corporate_ncst, changed_at)',
  'CREATE INDEX IF NOT EXISTS tariff_changes_by_line ON tariff_changes (msisdn)',
  `CREATE TABLE IF NOT EXISTS tariff_jobs (
     id TEXT PRIMARY KEY,
     request_id TEXT NOT NULL,
     corporate_ncst TEXT NOT NULL,
     user_id INTEGER NOT NULL,
     created_by TEXT NOT NULL,
     started_at INTEGER NOT NULL,
     total INTEGER NOT NULL,
     finished_at INTEGER,
     UNIQUE (user_id, request_id))`,
  'CREATE INDEX IF NOT EXISTS tariff_jobs_by_company ON tariff_jobs (corporate_ncst, started_at)',
  `CREATE TABLE IF NOT EXISTS tariff_job_lines (
     job_id TEXT NOT NULL REFERENCES tariff_jobs(id),
     position INTEGER NOT NULL,
     msisdn TEXT NOT NULL,
     tariff TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('PENDING','CHANGED','REFUSED')),
     reason TEXT,
     PRIMARY KEY (job_id, position))`,
  // The ledger's number of a single change and of a bulk job (its one entry covers every line).
  `CREATE TABLE IF NOT EXISTS tariff_change_orders (
     change_id TEXT PRIMARY KEY REFERENCES tariff_changes(id),
     order_no TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS tariff_job_orders (
     job_id TEXT PRIMARY KEY REFERENCES tariff_jobs(id),
     order_no TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS tariff_mars_requests (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     user_id INTEGER NOT NULL,
     tariff_id TEXT NOT NULL,
     msisdns TEXT NOT NULL,
     note TEXT,
     created_at INTEGER NOT NULL)`,
];
