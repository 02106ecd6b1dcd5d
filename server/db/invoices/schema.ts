/**
 * Invoices in core (issue 35): the dashboard's boxes, the invoice screens, the invoice PDF and its
 * public links all show the same invoice, so its tables and its document (document.ts) are the
 * core's. Each company's invoices are cut per billing account (KTF, "Kurumsal Tahsilat/Fatura
 * hesabı"); an invoice's account is the last digit of its number.
 *
 * `invoice_charges` deliberately does NOT reference lines(msisdn): an invoice is an issued
 * document, and closing a line (line deactivation's removeLine deletes FK-referencing rows) must
 * not change the lines and totals of invoices already issued. It copies the tariff name for the
 * same reason. Call detail records are not stored: they are derived from the line and the period
 * (server/invoices/calls.ts), so there is nothing personal left behind once a line is removed.
 */
export const invoiceSchemaStatements: readonly string[] = [
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
  `CREATE TABLE IF NOT EXISTS invoice_accounts (
     ktf_no TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     account_index INTEGER NOT NULL,
     name TEXT NOT NULL,
     address TEXT NOT NULL,
     UNIQUE (corporate_ncst, account_index))`,
  `CREATE TABLE IF NOT EXISTS invoice_charges (
     invoice_no TEXT NOT NULL REFERENCES invoices(invoice_no),
     msisdn TEXT NOT NULL,
     product_type TEXT NOT NULL,
     tariff_name TEXT NOT NULL,
     tariff_kurus INTEGER NOT NULL,
     usage_kurus INTEGER NOT NULL,
     service_kurus INTEGER NOT NULL,
     PRIMARY KEY (invoice_no, msisdn))`,
  `CREATE INDEX IF NOT EXISTS invoice_charges_by_line ON invoice_charges (msisdn)`,
];

/**
 * A line's charge on an invoice before taxes, as the invoice's by-line list shows it: tariff,
 * usage and services. One rule for every reader of `invoice_charges` (the invoice, its document,
 * the spend analysis and its alerts); `alias` is the table's name in the query.
 */
export const lineChargeSql = (alias = 'ch') =>
  `${alias}.tariff_kurus + ${alias}.usage_kurus + ${alias}.service_kurus`;
