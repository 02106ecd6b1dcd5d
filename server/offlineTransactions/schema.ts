/**
 * Transactions done for the company's lines outside the portal (shop, call centre, dealer). A
 * transaction is about a line, so it points at the line: removing the line (line deactivation's
 * removeLine) removes its offline history with it.
 */
export const offlineSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS offline_transactions (
     query_id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     msisdn TEXT NOT NULL REFERENCES lines(msisdn),
     type TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('COMPLETED','IN_PROGRESS','FAILED','CANCELLED')),
     channel TEXT NOT NULL,
     created_at TEXT NOT NULL,
     finished_at TEXT,
     amount REAL,
     description TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS offline_transactions_by_company ON offline_transactions (corporate_ncst, created_at)`,
];
