/**
 * Public links and download keys of invoice PDFs. A link's secret key opens one invoice of one
 * company until it expires (the /showinvoicepdf pages); a download key, given by the permission
 * call, opens one copy of one invoice for a few minutes. Neither points at a line, so removing a
 * line leaves them alone; invoices are issued documents and are never deleted.
 */
export const invoicePdfSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS invoice_pdf_links (
     secret_key TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     invoice_no TEXT NOT NULL,
     expires_at INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS invoice_pdf_links_by_invoice ON invoice_pdf_links (corporate_ncst, invoice_no)`,
  `CREATE TABLE IF NOT EXISTS invoice_pdf_downloads (
     download_key TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     invoice_no TEXT NOT NULL,
     copy TEXT NOT NULL CHECK (copy IN ('STANDARD','GIB')),
     -- The person it was given to; null for a public link's holder.
     user_id INTEGER,
     expires_at INTEGER NOT NULL)`,
  // Each opening of a public link (issue 38: a link opens its invoice a bounded number of times).
  `CREATE TABLE IF NOT EXISTS invoice_pdf_link_uses (
     secret_key TEXT NOT NULL,
     at INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS invoice_pdf_link_uses_by_key ON invoice_pdf_link_uses (secret_key)`,
];
