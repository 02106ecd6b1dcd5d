/**
 * Additional packages: the packages running on lines (they point at the line, so closing a line
 * removes them), the checked quotes waiting for their SMS code, and the orders and cancellations
 * with one row per line. The order's lines keep the number as text, not a reference: the history
 * must still say which number had a package after the line is closed.
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
  `CREATE TABLE IF NOT EXISTS package_quotes (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL,
     corporate_ncst TEXT NOT NULL,
     offer_id TEXT NOT NULL,
     msisdns TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER)`,
  `CREATE TABLE IF NOT EXISTS package_orders (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('ORDER','CANCEL')),
     offer_id TEXT NOT NULL,
     offer_name TEXT NOT NULL,
     total_kurus INTEGER NOT NULL,
     status TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     created_by TEXT NOT NULL,
     my_order_no TEXT)`,
  'CREATE INDEX IF NOT EXISTS package_orders_by_company ON package_orders (corporate_ncst, created_at)',
  `CREATE TABLE IF NOT EXISTS package_order_lines (
     order_id TEXT NOT NULL REFERENCES package_orders(id),
     position INTEGER NOT NULL,
     msisdn TEXT NOT NULL,
     result TEXT NOT NULL,
     reason TEXT NOT NULL,
     ends_on TEXT,
     PRIMARY KEY (order_id, position))`,
];
