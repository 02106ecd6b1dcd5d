/**
 * What only the invoice screens keep: a validated SMS code opens one line's call detail for a while
 * (KVKK); gone with the line. The invoices, their accounts and charges are the core's
 * (server/db/invoices/schema.ts).
 */
export const invoicesSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS invoice_detail_grants (
     transaction_id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id),
     corporate_ncst TEXT NOT NULL,
     msisdn TEXT NOT NULL REFERENCES lines(msisdn),
     expires_at INTEGER NOT NULL)`,
];
