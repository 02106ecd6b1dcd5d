/**
 * Each company's SIM card limit per calendar month (the delivery address is the core's company profile), and
 * one row per SIM card order, so the month's use is counted from the orders themselves. The
 * order's lines and its place in "Siparişlerim" live in the shared order store (server/orders).
 */
export const simCardSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS sim_card_limits (
     corporate_ncst TEXT PRIMARY KEY REFERENCES companies(corporate_ncst),
     monthly_limit INTEGER NOT NULL,
     seeded_period TEXT NOT NULL,
     seeded_used INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS sim_card_orders (
     order_no TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     period TEXT NOT NULL,
     count INTEGER NOT NULL,
     created_at INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS sim_card_orders_by_period ON sim_card_orders (corporate_ncst, period)',
];
