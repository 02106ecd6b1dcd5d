/** The invoices behind the unpaid-invoice, payment-order and billing boxes (issue 6). */
export const dashboardSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS invoices (
     id INTEGER PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     invoice_no TEXT NOT NULL UNIQUE,
     period TEXT NOT NULL,
     amount_kurus INTEGER NOT NULL,
     due_date TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('PAID','UNPAID')),
     payment_order INTEGER NOT NULL DEFAULT 0)`,
  `CREATE INDEX IF NOT EXISTS invoices_by_company ON invoices (corporate_ncst, status)`,
];
