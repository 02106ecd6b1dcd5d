/**
 * The SQL of line deactivation: the company's lines with their commitment, the checked
 * selections, the documents and the history.
 */
import type {
  ClosableLine,
  ClosedLine,
  DeactivationDocument,
  DeactivationLine,
  HistoryDetail,
} from '../../src/api/lineDeactivation/types';
import { commitmentOf } from '../db/commitments';
import type { Db } from '../db/schema';
import { type CommonLineFilter, lineFilterSql } from '../lineFilter';

interface LineRow {
  msisdn: string;
  productType: DeactivationLine['productType'];
  tariffName: string;
  status: DeactivationLine['status'];
  userName: string;
  roaming: number;
  endsOn: string | null;
  monthlyDiscountKurus: number | null;
}

const SELECT = `SELECT l.msisdn, l.product_type AS productType, l.tariff_name AS tariffName, l.status,
  l.line_user AS userName, l.roaming, c.ends_on AS endsOn, c.monthly_discount_kurus AS monthlyDiscountKurus
  FROM lines l LEFT JOIN line_commitments c ON c.msisdn = l.msisdn`;

const toLine = (row: LineRow): DeactivationLine => ({
  msisdn: row.msisdn,
  productType: row.productType,
  tariffName: row.tariffName,
  status: row.status,
  userName: row.userName,
  roaming: row.roaming === 1,
});

export function companyLines(db: Db, corporateNcst: string): DeactivationLine[] {
  const rows = db.prepare(`${SELECT} WHERE l.corporate_ncst = ? ORDER BY l.msisdn`).all(corporateNcst);
  return (rows as LineRow[]).map(toLine);
}

/**
 * A page of the company's lines under the common filter, by number, and how many match: counted
 * and paged in SQL (issue 42), the filter being matchesLineFilter's own rule (lineFilterSql).
 */
export function companyLinePage(
  db: Db,
  corporateNcst: string,
  filter: CommonLineFilter | undefined,
  offset: number,
  limit: number,
): { total: number; items: DeactivationLine[] } {
  const where = lineFilterSql(db, filter, 'l');
  const params = { ...where.params, ncst: corporateNcst, offset, limit };
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM lines l WHERE l.corporate_ncst = @ncst AND ${where.sql}`)
    .get(params) as { total: number };
  const rows = db
    .prepare(
      `${SELECT} WHERE l.corporate_ncst = @ncst AND ${where.sql} ORDER BY l.msisdn LIMIT @limit OFFSET @offset`,
    )
    .all(params) as LineRow[];
  return { total, items: rows.map(toLine) };
}

export type PricedLine = ClosableLine & { costKurus: number };

/** The company's lines among `msisdns`, by number, with their commitment at `today`. */
export function linesAmong(
  db: Db,
  corporateNcst: string,
  msisdns: readonly string[],
  today: number,
): Map<string, PricedLine> {
  const rows = db
    .prepare(`${SELECT} WHERE l.corporate_ncst = ? AND l.msisdn IN (SELECT value FROM json_each(?))`)
    .all(corporateNcst, JSON.stringify(msisdns)) as LineRow[];
  return new Map(
    rows.map((row) => {
      const priced = commitmentOf(row, today);
      const commitment = priced && {
        endsOn: priced.endsOn,
        remainingMonths: priced.remainingMonths,
        cost: priced.cost,
      };
      return [row.msisdn, { ...toLine(row), commitment, costKurus: priced?.costKurus ?? 0 }];
    }),
  );
}

export function companyLineCount(db: Db, corporateNcst: string): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ?').get(corporateNcst) as {
      n: number;
    }
  ).n;
}

/** Numbers the portal's people receive their SMS codes on. */
export function codeNumbers(db: Db): Set<string> {
  return new Set((db.prepare('SELECT msisdn FROM users').all() as { msisdn: string }[]).map((r) => r.msisdn));
}

// --- selections -----------------------------------------------------------------------------------

export interface StoredSelection {
  id: string;
  userId: number;
  corporateNcst: string;
  msisdns: string[];
  expiresAt: number;
  usedAt: number | null;
}

export function saveSelection(db: Db, s: Omit<StoredSelection, 'usedAt'>, now: number): void {
  db.prepare(
    `INSERT INTO deactivation_selections (id, user_id, corporate_ncst, msisdns, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(s.id, s.userId, s.corporateNcst, JSON.stringify(s.msisdns), now, s.expiresAt);
}

export function findSelection(db: Db, id: string): StoredSelection | undefined {
  const row = db
    .prepare(
      `SELECT id, user_id AS userId, corporate_ncst AS corporateNcst, msisdns, expires_at AS expiresAt,
         used_at AS usedAt FROM deactivation_selections WHERE id = ?`,
    )
    .get(id) as (Omit<StoredSelection, 'msisdns'> & { msisdns: string }) | undefined;
  return row && { ...row, msisdns: JSON.parse(row.msisdns) as string[] };
}

export function markSelectionUsed(db: Db, id: string, now: number): void {
  db.prepare('UPDATE deactivation_selections SET used_at = ? WHERE id = ?').run(now, id);
}

// --- documents ------------------------------------------------------------------------------------

interface DocumentRow {
  documentId: string;
  documentType: string;
  fileName: string;
  sizeBytes: number;
  uploadedAt: number;
}

const DOCUMENT_COLUMNS = `id AS documentId, document_type AS documentType, file_name AS fileName,
  size_bytes AS sizeBytes, uploaded_at AS uploadedAt`;

const toDocument = (row: DocumentRow): DeactivationDocument => ({
  ...row,
  uploadedAt: new Date(row.uploadedAt).toISOString(),
});

export interface NewDocument {
  id: string;
  corporateNcst: string;
  userId: number;
  documentType: string;
  fileName: string;
  mimeType: string;
  content: Buffer;
  uploadedAt: number;
}

export function insertDocument(db: Db, d: NewDocument): DeactivationDocument {
  db.prepare(
    `INSERT INTO deactivation_documents (id, corporate_ncst, user_id, document_type, file_name, mime_type,
       size_bytes, content, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    d.id,
    d.corporateNcst,
    d.userId,
    d.documentType,
    d.fileName,
    d.mimeType,
    d.content.length,
    d.content,
    d.uploadedAt,
  );
  return toDocument({
    documentId: d.id,
    documentType: d.documentType,
    fileName: d.fileName,
    sizeBytes: d.content.length,
    uploadedAt: d.uploadedAt,
  });
}

/** The person's documents not yet part of a deactivation, oldest first (the order they were added). */
export function pendingDocuments(db: Db, corporateNcst: string, userId: number): DeactivationDocument[] {
  const rows = db
    .prepare(
      `SELECT ${DOCUMENT_COLUMNS} FROM deactivation_documents
       WHERE corporate_ncst = ? AND user_id = ? AND deactivation_id IS NULL ORDER BY uploaded_at, rowid`,
    )
    .all(corporateNcst, userId) as DocumentRow[];
  return rows.map(toDocument);
}

export function documentsOf(db: Db, corporateNcst: string, deactivationId: string): DeactivationDocument[] {
  const rows = db
    .prepare(
      `SELECT ${DOCUMENT_COLUMNS} FROM deactivation_documents
       WHERE corporate_ncst = ? AND deactivation_id = ? ORDER BY uploaded_at, rowid`,
    )
    .all(corporateNcst, deactivationId) as DocumentRow[];
  return rows.map(toDocument);
}

export interface StoredDocument {
  id: string;
  userId: number;
  documentType: string;
  fileName: string;
  mimeType: string;
  content: Buffer;
  deactivationId: string | null;
}

/** A document of the company: a used one for anyone of it, a pending one only for who uploaded it. */
export function findDocument(db: Db, corporateNcst: string, userId: number, id: string) {
  const row = db
    .prepare(
      `SELECT id, user_id AS userId, document_type AS documentType, file_name AS fileName,
         mime_type AS mimeType, content, deactivation_id AS deactivationId
       FROM deactivation_documents WHERE id = ? AND corporate_ncst = ?`,
    )
    .get(id, corporateNcst) as StoredDocument | undefined;
  if (!row || (row.deactivationId === null && row.userId !== userId)) return undefined;
  return row;
}

export function deleteDocument(db: Db, id: string): void {
  db.prepare('DELETE FROM deactivation_documents WHERE id = ?').run(id);
}

// --- history --------------------------------------------------------------------------------------

export interface NewDeactivation {
  id: string;
  corporateNcst: string;
  userId: number;
  closedBy: string;
  reasonId: string;
  reasonTitle: string;
  closedAt: number;
  lines: PricedLine[];
  documentIds: string[];
}

/** Links a deactivation to its ledger entry. */
export function linkDeactivationOrder(db: Db, deactivationId: string, orderNo: string): void {
  db.prepare('INSERT INTO deactivation_orders (deactivation_id, order_no) VALUES (?, ?)').run(
    deactivationId,
    orderNo,
  );
}

export function recordDeactivation(db: Db, d: NewDeactivation): void {
  const total = d.lines.reduce((sum, line) => sum + line.costKurus, 0);
  db.prepare(
    `INSERT INTO deactivations (id, corporate_ncst, user_id, closed_by, reason_id, reason_title,
       total_cost_kurus, closed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(d.id, d.corporateNcst, d.userId, d.closedBy, d.reasonId, d.reasonTitle, total, d.closedAt);
  const insertLine = db.prepare(
    `INSERT INTO deactivated_lines (deactivation_id, position, msisdn, product_type, tariff_name, line_user,
       cost_kurus) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  d.lines.forEach((line, i) => {
    insertLine.run(d.id, i, line.msisdn, line.productType, line.tariffName, line.userName, line.costKurus);
  });
  const attach = db.prepare('UPDATE deactivation_documents SET deactivation_id = ? WHERE id = ?');
  for (const documentId of d.documentIds) attach.run(d.id, documentId);
}

interface HistoryRow {
  deactivationId: string;
  closedAt: number;
  reasonTitle: string;
  closedBy: string;
  totalCostKurus: number;
  msisdns: string;
  orderId: string | null;
}

const HISTORY_SELECT = `SELECT d.id AS deactivationId, d.closed_at AS closedAt, d.reason_title AS reasonTitle,
  d.closed_by AS closedBy, d.total_cost_kurus AS totalCostKurus,
  (SELECT order_no FROM deactivation_orders o WHERE o.deactivation_id = d.id) AS orderId,
  (SELECT json_group_array(msisdn) FROM (SELECT msisdn FROM deactivated_lines WHERE deactivation_id = d.id
    ORDER BY position)) AS msisdns
  FROM deactivations d`;

const toDeactivation = (row: HistoryRow) => ({
  deactivationId: row.deactivationId,
  orderId: row.orderId,
  closedAt: new Date(row.closedAt).toISOString(),
  reasonTitle: row.reasonTitle,
  closedBy: row.closedBy,
  msisdns: JSON.parse(row.msisdns) as string[],
  totalCost: row.totalCostKurus / 100,
});

/** The company's deactivations, newest first; with a part of a number, those that closed such a line. */
export function history(db: Db, corporateNcst: string, digits: string | undefined) {
  const rows = db
    .prepare(
      `${HISTORY_SELECT} WHERE d.corporate_ncst = ?
       AND (? IS NULL OR EXISTS (SELECT 1 FROM deactivated_lines x WHERE x.deactivation_id = d.id
         AND x.msisdn LIKE '%' || ? || '%'))
       ORDER BY d.closed_at DESC, d.rowid DESC LIMIT 500`,
    )
    .all(corporateNcst, digits ?? null, digits ?? null) as HistoryRow[];
  return rows.map(toDeactivation);
}

export function historyDetail(db: Db, corporateNcst: string, id: string): HistoryDetail | undefined {
  const row = db
    .prepare(`${HISTORY_SELECT} WHERE d.corporate_ncst = ? AND d.id = ?`)
    .get(corporateNcst, id) as HistoryRow | undefined;
  if (!row) return undefined;
  const lines = db
    .prepare(
      `SELECT msisdn, product_type AS productType, tariff_name AS tariffName, line_user AS userName,
         cost_kurus AS costKurus FROM deactivated_lines WHERE deactivation_id = ? ORDER BY position`,
    )
    .all(id) as (Omit<ClosedLine, 'cost'> & { costKurus: number })[];
  return {
    ...toDeactivation(row),
    lines: lines.map(({ costKurus, ...line }) => ({ ...line, cost: costKurus / 100 })),
    documents: documentsOf(db, corporateNcst, id),
  };
}
