/**
 * Requests: one row per submitted demand (its answers kept as the labelled text the person saw,
 * so a later change of the request type does not rewrite history), its status events, and the
 * uploaded documents with their file in the database, so they survive a sandbox restart. A
 * document without a demand is still being prepared by its uploader.
 */
export const requestSubmittingSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS demands (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     user_id INTEGER NOT NULL,
     submitted_by TEXT NOT NULL,
     page_name TEXT NOT NULL,
     title TEXT NOT NULL,
     answers TEXT NOT NULL,
     status TEXT NOT NULL,
     submitted_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS demands_by_company ON demands (corporate_ncst, submitted_at)',
  `CREATE TABLE IF NOT EXISTS demand_events (
     demand_id TEXT NOT NULL REFERENCES demands(id),
     position INTEGER NOT NULL,
     status TEXT NOT NULL,
     at INTEGER NOT NULL,
     by_name TEXT NOT NULL,
     note TEXT,
     PRIMARY KEY (demand_id, position))`,
  `CREATE TABLE IF NOT EXISTS demand_documents (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     user_id INTEGER NOT NULL,
     page_name TEXT NOT NULL,
     document_type TEXT NOT NULL,
     title TEXT NOT NULL,
     file_name TEXT NOT NULL,
     mime_type TEXT NOT NULL,
     size_bytes INTEGER NOT NULL,
     content BLOB NOT NULL,
     uploaded_at INTEGER NOT NULL,
     demand_id TEXT REFERENCES demands(id))`,
  'CREATE INDEX IF NOT EXISTS demand_documents_by_owner ON demand_documents (corporate_ncst, user_id, demand_id)',
];
