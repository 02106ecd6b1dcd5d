/**
 * Line deactivation (each line's commitment is the core's, server/db/commitments.ts): the checked selections waiting for their SMS code,
 * the uploaded documents (the file itself in the database, so it survives a sandbox restart like
 * every other row), and the history: one row per deactivation and one per closed line. The history
 * copies what it shows of a line (type, tariff, user), because the line itself leaves `lines`.
 */
export const lineDeactivationSchemaStatements = [
  // The ledger's number of each deactivation made in the portal (the request history shows it).
  `CREATE TABLE IF NOT EXISTS deactivation_orders (
     deactivation_id TEXT PRIMARY KEY,
     order_no TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS deactivation_selections (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL,
     corporate_ncst TEXT NOT NULL,
     msisdns TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER)`,
  `CREATE TABLE IF NOT EXISTS deactivation_documents (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     user_id INTEGER NOT NULL,
     document_type TEXT NOT NULL,
     file_name TEXT NOT NULL,
     mime_type TEXT NOT NULL,
     size_bytes INTEGER NOT NULL,
     content BLOB NOT NULL,
     uploaded_at INTEGER NOT NULL,
     deactivation_id TEXT)`,
  `CREATE INDEX IF NOT EXISTS deactivation_documents_by_owner
     ON deactivation_documents (corporate_ncst, user_id, deactivation_id)`,
  `CREATE TABLE IF NOT EXISTS deactivations (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     user_id INTEGER NOT NULL,
     closed_by TEXT NOT NULL,
     reason_id TEXT NOT NULL,
     reason_title TEXT NOT NULL,
     total_cost_kurus INTEGER NOT NULL,
     closed_at INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS deactivations_by_company ON deactivations (corporate_ncst, closed_at)',
  `CREATE TABLE IF NOT EXISTS deactivated_lines (
     deactivation_id TEXT NOT NULL REFERENCES deactivations(id),
     position INTEGER NOT NULL,
     msisdn TEXT NOT NULL,
     product_type TEXT NOT NULL,
     tariff_name TEXT NOT NULL,
     line_user TEXT NOT NULL,
     cost_kurus INTEGER NOT NULL,
     PRIMARY KEY (deactivation_id, position))`,
];
