/**
 * Take-over sandbox tables (issue 19). Lines of other customers that a company may take over
 * (with their owner and, for some, why they cannot be), and each take-over order's workflow:
 * the transferring party's approval and the transfer after mars send. The order itself (lines,
 * what the wizard filled in) lives in the shared order store, so My Orders lists it.
 *
 * The candidate lines are not the company's lines (`lines` holds those), so they do not point at
 * `lines`; a line taken over is inserted there when its order completes.
 */
export const takeOverSchemaStatements: string[] = [
  // The current owners: a person or a company that is another customer of the operator.
  // approval_delay_seconds and decision script the sandbox's simulated answer of the owner.
  `CREATE TABLE IF NOT EXISTS takeover_owners (
     id TEXT PRIMARY KEY,
     owner_type TEXT NOT NULL CHECK (owner_type IN ('PERSON','COMPANY')),
     name TEXT NOT NULL,
     contact_phone TEXT NOT NULL,
     approval_delay_seconds INTEGER NOT NULL,
     decision TEXT NOT NULL CHECK (decision IN ('APPROVE','REJECT')))`,
  // block: why the line cannot be taken over, whoever asks; taken_by: the order that took it.
  `CREATE TABLE IF NOT EXISTS takeover_lines (
     msisdn TEXT PRIMARY KEY,
     owner_id TEXT NOT NULL REFERENCES takeover_owners(id),
     product_type TEXT NOT NULL CHECK (product_type IN ('VOICE','DATA')),
     tariff_name TEXT NOT NULL,
     iccid TEXT NOT NULL,
     line_user TEXT NOT NULL,
     block TEXT CHECK (block IN ('UNPAID_DEBT','LEGAL_HOLD','IN_OTHER_TAKE_OVER')),
     debt REAL,
     taken_by TEXT)`,
  // One row per take-over order of the order store (order_no), deleted with it (My Orders' delete).
  `CREATE TABLE IF NOT EXISTS takeover_orders (
     order_no TEXT PRIMARY KEY REFERENCES ledger_entries(number) ON DELETE CASCADE,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     workflow_id TEXT NOT NULL UNIQUE,
     owner_id TEXT NOT NULL REFERENCES takeover_owners(id),
     status TEXT NOT NULL CHECK (status IN ('AWAITING_APPROVAL','APPROVED','FINALIZED',
       'IN_PROGRESS','COMPLETED','CANCELLED','REJECTED')),
     contact_method TEXT NOT NULL CHECK (contact_method IN ('SMS','CALL')),
     approval_requested_at INTEGER NOT NULL,
     approval_due_at INTEGER NOT NULL,
     sent_at INTEGER,
     complete_due_at INTEGER,
     mars_reference TEXT)`,
  `CREATE INDEX IF NOT EXISTS takeover_orders_by_status ON takeover_orders (status)`,
  `CREATE TABLE IF NOT EXISTS takeover_order_lines (
     order_no TEXT NOT NULL REFERENCES takeover_orders(order_no) ON DELETE CASCADE,
     msisdn TEXT NOT NULL,
     position INTEGER NOT NULL,
     PRIMARY KEY (order_no, msisdn))`,
  `CREATE INDEX IF NOT EXISTS takeover_order_lines_by_msisdn ON takeover_order_lines (msisdn)`,
];
