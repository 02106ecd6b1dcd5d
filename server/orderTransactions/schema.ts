/**
 * Line operation requests (one per operation asked for a set of lines) and their GSM rows, each
 * line's own result. The request's counts are derived from its rows, never stored twice.
 */
export const orderTransactionSchemaStatements = [
  // AUTOINCREMENT: a request number embeds the id and is never handed out again.
  `CREATE TABLE IF NOT EXISTS order_transactions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_id TEXT NOT NULL UNIQUE,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     user_id INTEGER NOT NULL,
     created_by TEXT NOT NULL,
     document_type TEXT NOT NULL,
     operation_type_id INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN
       ('RECEIVED','IN_PROGRESS','COMPLETED','PARTIAL','FAILED','CANCELLED')),
     channel TEXT NOT NULL CHECK (channel IN ('PORTAL','CALL_CENTER','DEALER')),
     summary TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     completed_at INTEGER)`,
  'CREATE INDEX IF NOT EXISTS order_transactions_by_company ON order_transactions (corporate_ncst, created_at)',
  `CREATE TABLE IF NOT EXISTS order_transaction_lines (
     transaction_id INTEGER NOT NULL REFERENCES order_transactions(id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     msisdn TEXT NOT NULL,
     user_name TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('DONE','FAILED','PENDING','CANCELLED')),
     before_value TEXT,
     after_value TEXT,
     reason TEXT,
     processed_at INTEGER,
     PRIMARY KEY (transaction_id, position))`,
];
