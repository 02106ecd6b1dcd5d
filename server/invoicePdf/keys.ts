/**
 * The keys behind invoice PDFs: long random public link keys (32 bytes from the system's secure
 * generator, base64url) and short-lived download keys. A key is only ever looked up as a whole,
 * together with its company, so a guessed or shortened key finds nothing.
 */
import { randomBytes } from 'node:crypto';
import type { InvoiceCopy } from '../../src/api/invoicePdf/types';
import type { Db } from '../db/schema';
import { DAY_MS } from '../db/seedDay';

/** How long a public link works: a month, the time an invoice e-mail is read in. */
export const LINK_LIFETIME_MS = 30 * DAY_MS;
/**
 * How many times a public link opens its invoice (each opening gives one download key). An
 * invoice e-mail is opened by a few people of the company; a link passed around or scraped
 * stops working after these, and the invoice is still in the portal for everyone signed in.
 */
export const LINK_MAX_USES = 10;
/** How long the PDF call accepts a download key after the permission call; it opens one file. */
export const DOWNLOAD_KEY_LIFETIME_MS = 5 * 60_000;

export const newSecretKey = (): string => randomBytes(32).toString('base64url');

export interface InvoiceLink {
  secretKey: string;
  corporateNcst: string;
  invoiceNo: string;
  expiresAt: number;
}

export function insertLink(db: Db, link: InvoiceLink): void {
  db.prepare(
    'INSERT INTO invoice_pdf_links (secret_key, corporate_ncst, invoice_no, expires_at) VALUES (?, ?, ?, ?)',
  ).run(link.secretKey, link.corporateNcst, link.invoiceNo, link.expiresAt);
}

export function findLink(db: Db, secretKey: string): InvoiceLink | undefined {
  return db
    .prepare(
      `SELECT secret_key AS secretKey, corporate_ncst AS corporateNcst, invoice_no AS invoiceNo,
         expires_at AS expiresAt FROM invoice_pdf_links WHERE secret_key = ?`,
    )
    .get(secretKey) as InvoiceLink | undefined;
}

/** The invoice's link that works longest from `now`, if any still works. */
export function currentLink(
  db: Db,
  corporateNcst: string,
  invoiceNo: string,
  now: number,
): InvoiceLink | undefined {
  return db
    .prepare(
      `SELECT secret_key AS secretKey, corporate_ncst AS corporateNcst, invoice_no AS invoiceNo,
         expires_at AS expiresAt FROM invoice_pdf_links
       WHERE corporate_ncst = ? AND invoice_no = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1`,
    )
    .get(corporateNcst, invoiceNo, now) as InvoiceLink | undefined;
}

/**
 * Counts one opening of a link and says whether it was still allowed: false once the link has
 * been opened LINK_MAX_USES times.
 */
export function countLinkOpening(db: Db, secretKey: string, now: number): boolean {
  const { n } = db
    .prepare('SELECT COUNT(*) AS n FROM invoice_pdf_link_uses WHERE secret_key = ?')
    .get(secretKey) as { n: number };
  if (n >= LINK_MAX_USES) return false;
  db.prepare('INSERT INTO invoice_pdf_link_uses (secret_key, at) VALUES (?, ?)').run(secretKey, now);
  return true;
}

export interface DownloadGrant {
  corporateNcst: string;
  invoiceNo: string;
  copy: InvoiceCopy;
  userId: number | null;
  expiresAt: number;
}

export function issueDownloadKey(db: Db, grant: Omit<DownloadGrant, 'expiresAt'>, now: number) {
  // Spent keys pile up otherwise; the table only ever holds a few minutes' worth.
  db.prepare('DELETE FROM invoice_pdf_downloads WHERE expires_at <= ?').run(now);
  const downloadKey = newSecretKey();
  const expiresAt = now + DOWNLOAD_KEY_LIFETIME_MS;
  db.prepare(
    `INSERT INTO invoice_pdf_downloads (download_key, corporate_ncst, invoice_no, copy, user_id, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(downloadKey, grant.corporateNcst, grant.invoiceNo, grant.copy, grant.userId, expiresAt);
  return { downloadKey, expiresAt };
}

export function findDownload(db: Db, downloadKey: string): DownloadGrant | undefined {
  return db
    .prepare(
      `SELECT corporate_ncst AS corporateNcst, invoice_no AS invoiceNo, copy, user_id AS userId,
         expires_at AS expiresAt FROM invoice_pdf_downloads WHERE download_key = ?`,
    )
    .get(downloadKey) as DownloadGrant | undefined;
}

/**
 * Spends a download key as its file is served: a key opens one file (issue 38: one used to open
 * the PDF as often as it was sent within its five minutes). False when it was already spent.
 */
export function spendDownload(db: Db, downloadKey: string): boolean {
  return (
    db.prepare('DELETE FROM invoice_pdf_downloads WHERE download_key = ?').run(downloadKey).changes === 1
  );
}
