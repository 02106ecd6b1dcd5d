/**
 * New-line sandbox tables (issue 4): the operator's number pool and each company's unused
 * numbers (with time-limited reservations), the company's SIM stock (physical cards and e-SIM
 * profiles, some blocked), the customer validation status, and the demand created at mars send.
 */
export const newLineSchemaStatements: string[] = [
  // corporate_ncst NULL: a number of the operator's pool; set: the company's own unused number.
  // A reservation holds a pool number for one person until reserved_until; order_no marks it used.
  `CREATE TABLE IF NOT EXISTS newline_numbers (
     msisdn TEXT PRIMARY KEY,
     product_type TEXT NOT NULL CHECK (product_type IN ('VOICE','DATA','M2M')),
     corporate_ncst TEXT REFERENCES companies(corporate_ncst),
     reservation_id TEXT,
     reserved_by INTEGER,
     reserved_until INTEGER,
     order_no TEXT)`,
  `CREATE INDEX IF NOT EXISTS newline_numbers_by_type ON newline_numbers (product_type, corporate_ncst)`,
  // product_type is set for e-SIM profiles only (a profile is made for one product type).
  `CREATE TABLE IF NOT EXISTS newline_sims (
     iccid TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     sim_type TEXT NOT NULL CHECK (sim_type IN ('PHYSICAL','ESIM')),
     product_type TEXT CHECK (product_type IN ('VOICE','DATA','M2M')),
     name TEXT NOT NULL,
     blocked_reason TEXT,
     order_no TEXT)`,
  `CREATE TABLE IF NOT EXISTS newline_customers (
     corporate_ncst TEXT PRIMARY KEY REFERENCES companies(corporate_ncst),
     validated INTEGER NOT NULL,
     message TEXT)`,
  `CREATE TABLE IF NOT EXISTS newline_demands (
     order_no TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     demand_no TEXT NOT NULL UNIQUE,
     mars_reference TEXT NOT NULL,
     created_at INTEGER NOT NULL)`,
];
