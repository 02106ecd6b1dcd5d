/** Reading and writing demands, their status events and their documents. */

import type { LedgerStatus } from '../../src/api/ledger';
import type {
  DemandDetail,
  DemandStatus,
  DemandSummary,
  StatusEvent,
  UploadedDocument,
} from '../../src/api/requestSubmitting/types';
import { recordOperation } from '../db/ledger/record';
import { createLedger } from '../db/ledger/store';
import type { Db } from '../db/schema';

export interface Answer {
  label: string;
  value: string;
}

interface DemandRow {
  demandId: string;
  pageName: string;
  title: string;
  status: DemandStatus;
  submittedAt: number;
  updatedAt: number;
  submittedBy: string;
  documentCount: number;
  answers: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

const DEMAND_COLUMNS = `d.id AS demandId, d.page_name AS pageName, d.title, d.status,
  d.submitted_at AS submittedAt, d.updated_at AS updatedAt, d.submitted_by AS submittedBy, d.answers,
  (SELECT COUNT(*) FROM demand_documents x WHERE x.demand_id = d.id) AS documentCount`;

const toSummary = (row: DemandRow): DemandSummary => ({
  demandId: row.demandId,
  pageName: row.pageName,
  title: row.title,
  status: row.status,
  submittedAt: iso(row.submittedAt),
  updatedAt: iso(row.updatedAt),
  submittedBy: row.submittedBy,
  documentCount: row.documentCount,
});

/** The company's demands, newest first, optionally of one status. */
export function demands(db: Db, corporateNcst: string, status?: DemandStatus): DemandSummary[] {
  const rows = db
    .prepare(
      `SELECT ${DEMAND_COLUMNS} FROM demands d WHERE d.corporate_ncst = ? AND (? IS NULL OR d.status = ?)
       ORDER BY d.submitted_at DESC, d.id DESC`,
    )
    .all(corporateNcst, status ?? null, status ?? null) as DemandRow[];
  return rows.map(toSummary);
}

function demandRow(db: Db, corporateNcst: string, id: string): DemandRow | undefined {
  return db
    .prepare(`SELECT ${DEMAND_COLUMNS} FROM demands d WHERE d.corporate_ncst = ? AND d.id = ?`)
    .get(corporateNcst, id) as DemandRow | undefined;
}

export function demandExists(db: Db, corporateNcst: string, id: string): boolean {
  return demandRow(db, corporateNcst, id) !== undefined;
}

export function events(db: Db, demandId: string): StatusEvent[] {
  const rows = db
    .prepare(
      `SELECT status, at, by_name AS byName, note FROM demand_events WHERE demand_id = ? ORDER BY position`,
    )
    .all(demandId) as { status: DemandStatus; at: number; byName: string; note: string | null }[];
  return rows.map((r) => ({
    status: r.status,
    at: iso(r.at),
    by: r.byName,
    ...(r.note ? { note: r.note } : {}),
  }));
}

export function demandDetail(db: Db, corporateNcst: string, id: string): DemandDetail | undefined {
  const row = demandRow(db, corporateNcst, id);
  if (!row) return undefined;
  return {
    ...toSummary(row),
    fields: JSON.parse(row.answers) as Answer[],
    documents: documentsOfDemand(db, id),
    events: events(db, id),
    canWithdraw: row.status === 'RECEIVED',
  };
}

export function addEvent(
  db: Db,
  demandId: string,
  event: { status: DemandStatus; at: number; by: string; note?: string },
): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM demand_events WHERE demand_id = ?').get(demandId) as {
    n: number;
  };
  db.prepare(
    'INSERT INTO demand_events (demand_id, position, status, at, by_name, note) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(demandId, n, event.status, event.at, event.by, event.note ?? null);
  // A note keeps the status and the moment it was entered (settle counts from it).
  const moved = db
    .prepare('UPDATE demands SET status = ?, updated_at = ? WHERE id = ? AND status <> ?')
    .run(event.status, event.at, demandId, event.status).changes;
  if (moved === 0) return;
  // The ledger's entry moves with it, so every open count and every screen reads the same status.
  const company = db.prepare('SELECT corporate_ncst AS ncst FROM demands WHERE id = ?').get(demandId) as {
    ncst: string;
  };
  createLedger(db, () => event.at).update(company.ncst, demandId, { status: LEDGER_STATUS[event.status] });
}

/** A demand's status as the operations ledger says it (its open count, its word on every screen). */
const LEDGER_STATUS: Record<DemandStatus, LedgerStatus> = {
  RECEIVED: 'RECEIVED',
  IN_REVIEW: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  REJECTED: 'REJECTED',
  WITHDRAWN: 'CANCELLED',
};

/**
 * Writes a demand: its ledger entry first (kind DEMAND, no operation type: the ledger's TLP number
 * is the demand's reference on every screen), then the form's own rows under that number.
 * Answers the number.
 */
export function insertDemand(
  db: Db,
  d: {
    corporateNcst: string;
    userId: number;
    submittedBy: string;
    pageName: string;
    title: string;
    answers: Answer[];
    /** The company's lines the form names (its number fields). */
    msisdns?: readonly string[];
    at: number;
    documentIds: readonly string[];
  },
): string {
  const { number: id } = recordOperation(db, () => d.at, {
    corporateNcst: d.corporateNcst,
    userId: d.userId,
    kind: 'DEMAND',
    title: d.title,
    summary: d.answers,
    details: { pageName: d.pageName },
    lines: (d.msisdns ?? []).map((msisdn) => ({ msisdn, result: 'PENDING' as const })),
    status: 'RECEIVED',
  });
  db.prepare(
    `INSERT INTO demands (id, corporate_ncst, user_id, submitted_by, page_name, title, answers, status,
       submitted_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'RECEIVED', ?, ?)`,
  ).run(
    id,
    d.corporateNcst,
    d.userId,
    d.submittedBy,
    d.pageName,
    d.title,
    JSON.stringify(d.answers),
    d.at,
    d.at,
  );
  addEvent(db, id, { status: 'RECEIVED', at: d.at, by: d.submittedBy });
  attachDocuments(db, id, d.documentIds);
  return id;
}

/** The uploaded documents become the demand's. */
export function attachDocuments(db: Db, demandId: string, documentIds: readonly string[]): void {
  const attach = db.prepare('UPDATE demand_documents SET demand_id = ? WHERE id = ?');
  for (const documentId of documentIds) attach.run(demandId, documentId);
}

// --- documents -------------------------------------------------------------------------------

export interface StoredDocument {
  id: string;
  userId: number;
  pageName: string;
  documentType: string;
  title: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedAt: number;
  demandId: string | null;
}

const DOCUMENT_COLUMNS = `id, user_id AS userId, page_name AS pageName, document_type AS documentType, title,
  file_name AS fileName, mime_type AS mimeType, size_bytes AS sizeBytes, uploaded_at AS uploadedAt,
  demand_id AS demandId`;

export const toUploaded = (d: StoredDocument): UploadedDocument => ({
  documentId: d.id,
  documentType: d.documentType,
  title: d.title,
  fileName: d.fileName,
  mimeType: d.mimeType,
  sizeBytes: d.sizeBytes,
  uploadedAt: iso(d.uploadedAt),
});

export function insertDocument(
  db: Db,
  d: Omit<StoredDocument, 'demandId'> & { corporateNcst: string; content: Buffer },
): UploadedDocument {
  db.prepare(
    `INSERT INTO demand_documents (id, corporate_ncst, user_id, page_name, document_type, title, file_name,
       mime_type, size_bytes, content, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    d.id,
    d.corporateNcst,
    d.userId,
    d.pageName,
    d.documentType,
    d.title,
    d.fileName,
    d.mimeType,
    d.sizeBytes,
    d.content,
    d.uploadedAt,
  );
  return toUploaded({ ...d, demandId: null });
}

/** A document of the company: the uploader's own before submit, any of the company's after. */
export function findDocument(db: Db, corporateNcst: string, id: string): StoredDocument | undefined {
  return db
    .prepare(`SELECT ${DOCUMENT_COLUMNS} FROM demand_documents WHERE corporate_ncst = ? AND id = ?`)
    .get(corporateNcst, id) as StoredDocument | undefined;
}

export function documentContent(db: Db, id: string): Buffer {
  return (db.prepare('SELECT content FROM demand_documents WHERE id = ?').get(id) as { content: Buffer })
    .content;
}

export function deleteDocument(db: Db, id: string): void {
  db.prepare('DELETE FROM demand_documents WHERE id = ? AND demand_id IS NULL').run(id);
}

function documentsOfDemand(db: Db, demandId: string): UploadedDocument[] {
  const rows = db
    .prepare(`SELECT ${DOCUMENT_COLUMNS} FROM demand_documents WHERE demand_id = ? ORDER BY uploaded_at, id`)
    .all(demandId) as StoredDocument[];
  return rows.map(toUploaded);
}
