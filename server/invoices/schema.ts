/**
 * The billing accounts (KTF, "Kurumsal Tahsilat/Fatura hesabı": each company's invoices are cut
 * per account) and the charges of each invoice per line. The `invoices` table itself belongs to
 * the dashboard (server/dashboard/schema.ts); an invoice's account is the last digit of its number.
 *
 * `invoice_charges` deliberately does NOT reference lines(msisdn): an invoice is an issued
 * document, and closing a line (line deactivation's removeLine deletes FK-referencing rows) must
 * not change the lines and totals of invoices already issued. It copies the tariff name for the
 * same reason. Call detail records are not stored: they are derived from the line and the period
 * (calls.ts), so there is nothing personal left behind once a line is removed.
 */
export const invoicesSchemaStatements: readonly string[] = [
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
  // A validated SMS code opens one line's call detail for a while (KVKK); gone with the line.
  `CREATE TABLE IF NOT EXISTS invoice_detail_grants (
     transaction_id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id),
     corporate_ncst TEXT NOT NULL,
     msisdn TEXT NOT NULL REFERENCES lines(msisdn),
     expires_at INTEGER NOT NULL)`,
];
