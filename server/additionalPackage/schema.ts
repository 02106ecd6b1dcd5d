/**
 * Additional packages: the packages running on lines (they point at the line, so closing a line
 * removes them), the checked quotes waiting for their SMS code, and what only this feature knows
 * of an order or a cancellation (its package and amount). The order itself, its lines with their
 * results, who asked, when and its status are its entry in the operations ledger (server/db/ledger),
 * whose number (SP-… for an order, HT-… for a cancellation) keys the rows here and the packages it
 * started. An order's lines keep the number as text, not a reference: the history must still say
 * which number had a package after the line is closed.
 */
export const packageSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS line_packages (
     id TEXT PRIMARY KEY,
     msisdn TEXT NOT NULL REFERENCES lines(msisdn),
     offer_id TEXT NOT NULL,
     starts_on TEXT NOT NULL,
     ends_on TEXT NOT NULL,
     order_id TEXT NOT NULL,
     cancelled_at INTEGER)`,
  'CREATE INDEX IF NOT EXISTS line_packages_by_line ON line_packages (msisdn, ends_on)',
  'CREATE INDEX IF NOT EXISTS line_packages_by_order ON line_packages (order_id)',
  `CREATE TABLE IF NOT EXISTS package_quotes (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL,
     corporate_ncst TEXT NOT NULL,
     offer_id TEXT NOT NULL,
     msisdns TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER)`,
  // id: the ledger entry's number.
  `CREATE TABLE IF NOT EXISTS package_orders (
     id TEXT PRIMARY KEY REFERENCES ledger_entries(number),
     corporate_ncst TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('ORDER','CANCEL')),
     offer_id TEXT NOT NULL,
     offer_name TEXT NOT NULL,
     total_kurus INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS package_orders_by_company ON package_orders (corporate_ncst)',
];
