/**
 * Tables of documents (issue 3): the company's document set (record and file), and order
 * documents that wait for a signature. Order documents keep the order number as text: orders
 * are owned elsewhere.
 */
export const documentSchemaStatements: string[] = [
  `CREATE TABLE IF NOT EXISTS company_documents (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     form_id TEXT NOT NULL CHECK (form_id IN
       ('ONLINE_TRANSACTION_CONTRACT','SIGNATURE_CIRCULAR','AUTHORIZED_ID_COPY')),
     file_name TEXT NOT NULL,
     mime_type TEXT NOT NULL,
     size_bytes INTEGER NOT NULL,
     content BLOB,
     status TEXT NOT NULL CHECK (status IN ('AWAITING_FILE','IN_REVIEW','APPROVED')),
     uploaded_by INTEGER NOT NULL REFERENCES users(id),
     created_at INTEGER NOT NULL,
     stored_at INTEGER)`,
  `CREATE INDEX IF NOT EXISTS company_documents_by_company ON company_documents (corporate_ncst, form_id)`,
  `CREATE TABLE IF NOT EXISTS order_documents (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     order_no TEXT NOT NULL,
     order_type_name TEXT NOT NULL,
     title TEXT NOT NULL,
     paragraphs TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('AWAITING_SIGNATURE','SIGNED')),
     signed_by INTEGER REFERENCES users(id),
     signed_at INTEGER)`,
  `CREATE INDEX IF NOT EXISTS order_documents_by_company ON order_documents (corporate_ncst, status)`,
  // The ledger's number of each signature given in the portal (seeded signatures have none).
  `CREATE TABLE IF NOT EXISTS order_document_signings (
     document_id TEXT PRIMARY KEY REFERENCES order_documents(id),
     signing_no TEXT NOT NULL)`,
];
