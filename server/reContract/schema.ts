/**
 * Re-contract sandbox tables (issue 20): the campaigns that end, and each re-contract order's own
 * state beside the shared order (My Orders). Commitment end dates are the core's
 * `line_commitments` (the one table the dashboard's contract cards and this list read).
 */
export const reContractSchemaStatements: string[] = [
  `CREATE TABLE IF NOT EXISTS recontract_campaigns (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     ends_at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS recontract_orders (
     order_no TEXT PRIMARY KEY REFERENCES ledger_entries(number) ON DELETE CASCADE,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     campaign_id TEXT NOT NULL REFERENCES recontract_campaigns(id),
     offer_id TEXT NOT NULL,
     addon_ids TEXT NOT NULL,
     -- Whether the offer was the one marked best for these lines when submitted (§3 bestOffer).
     best_offer INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('DOCUMENT_PENDING','IN_PROGRESS','COMPLETED')),
     created_at INTEGER NOT NULL,
     accepted_at INTEGER,
     complete_due_at INTEGER)`,
  `CREATE TABLE IF NOT EXISTS recontract_order_lines (
     order_no TEXT NOT NULL REFERENCES recontract_orders(order_no) ON DELETE CASCADE,
     msisdn TEXT NOT NULL REFERENCES lines(msisdn),
     position INTEGER NOT NULL,
     PRIMARY KEY (order_no, msisdn))`,
  `CREATE INDEX IF NOT EXISTS recontract_order_lines_by_msisdn ON recontract_order_lines (msisdn)`,
];
