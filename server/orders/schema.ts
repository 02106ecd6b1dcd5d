/**
 * Orders of every feature (new line, SIM card, take-over, packages, tariff changes) in one table,
 * so "Siparişlerim" lists them together. Owned by My Orders; features write through
 * server/orders/store.ts, never with their own SQL, so the shape stays one contract.
 */
export const orderSchemaStatements: string[] = [
  // id is AUTOINCREMENT so a deleted order's number is never handed out again; order_no is
  // written in the same transaction as the insert (it embeds the id), hence nullable in SQL only.
  `CREATE TABLE IF NOT EXISTS orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_no TEXT UNIQUE,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     user_id INTEGER NOT NULL REFERENCES users(id),
     created_by TEXT NOT NULL,
     order_type TEXT NOT NULL CHECK (order_type IN
       ('NEW_LINE','SIM_CARD','TAKE_OVER','ADDITIONAL_PACKAGE','TARIFF_CHANGE')),
     status TEXT NOT NULL CHECK (status IN
       ('DRAFT','RECEIVED','IN_PROGRESS','COMPLETED','CANCELLED','FAILED')),
     title TEXT NOT NULL,
     details TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS orders_by_company ON orders (corporate_ncst, created_at)`,
  `CREATE TABLE IF NOT EXISTS order_lines (
     order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     msisdn TEXT NOT NULL,
     product_type TEXT NOT NULL CHECK (product_type IN ('VOICE','DATA','M2M')),
     tariff_name TEXT NOT NULL,
     sim_type TEXT NOT NULL CHECK (sim_type IN ('PHYSICAL','ESIM')),
     iccid TEXT,
     PRIMARY KEY (order_id, position))`,
];
