/**
 * The operations ledger (issue 35): every write that changes something for a company appends one
 * entry here, with its lines. My Orders, the line-operations request history, the approval queue,
 * the dashboard's counts and the audit trail's links read these rows, so no two screens disagree.
 */
export const ledgerSchemaStatements = [
  // AUTOINCREMENT: a number embeds the id, so a deleted draft's number is never handed out again.
  // `number` is set in the insert's transaction (it embeds the id), hence nullable in SQL only.
  `CREATE TABLE IF NOT EXISTS ledger_entries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     number TEXT UNIQUE,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     kind TEXT NOT NULL,
     operation_type_id INTEGER,
     status TEXT NOT NULL CHECK (status IN ('DRAFT','WAITING_APPROVAL','RECEIVED','IN_PROGRESS',
       'COMPLETED','PARTIAL','FAILED','CANCELLED','REJECTED')),
     user_id INTEGER NOT NULL REFERENCES users(id),
     requested_by TEXT NOT NULL,
     channel TEXT NOT NULL CHECK (channel IN ('PORTAL','CALL_CENTER','DEALER')),
     title TEXT NOT NULL,
     summary TEXT NOT NULL,
     details TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     completed_at INTEGER)`,
  'CREATE INDEX IF NOT EXISTS ledger_by_company ON ledger_entries (corporate_ncst, created_at)',
  `CREATE TABLE IF NOT EXISTS ledger_lines (
     entry_id INTEGER NOT NULL REFERENCES ledger_entries(id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     msisdn TEXT NOT NULL,
     user_name TEXT,
     product_type TEXT,
     tariff_name TEXT,
     sim_type TEXT,
     iccid TEXT,
     result TEXT NOT NULL CHECK (result IN ('DONE','FAILED','PENDING','CANCELLED')),
     before_value TEXT,
     after_value TEXT,
     reason TEXT,
     processed_at INTEGER,
     PRIMARY KEY (entry_id, position))`,
  // The line filter of the request history and the search look entries up by a line.
  'CREATE INDEX IF NOT EXISTS ledger_lines_by_msisdn ON ledger_lines (msisdn)',
];
