/**
 * The company's document set (records made by the insert call, files added by the file-store
 * update) and the order documents that wait for a signature.
 */
import type {
  AgreementDocument,
  DocumentForm,
  DocumentFormId,
  OrderDocument,
  StoredDocument,
  StoredDocumentStatus,
  UploadMimeType,
} from '../../src/api/documents/types';
import type { Db } from '../db/schema';

/** The set the 403 message of spec §8 asks for, in the order a person collects it. */
export const DOCUMENT_FORMS: readonly { formId: DocumentFormId; title: string; description: string }[] = [
  {
    formId: 'ONLINE_TRANSACTION_CONTRACT',
    title: 'Online İşlemler Sözleşmesi',
    description: 'Şirket yetkilisince imzalanmış sözleşmenin tüm sayfaları.',
  },
  {
    formId: 'SIGNATURE_CIRCULAR',
    title: 'İmza sirküleri',
    description: 'Noter onaylı, güncel imza sirküleri.',
  },
  {
    formId: 'AUTHORIZED_ID_COPY',
    title: 'Yetkili kişilerin kimlik fotokopileri',
    description: 'İmza sirkülerinde adı geçen yetkililerin kimlik kartlarının ön ve arka yüzü.',
  },
];

interface StoredRow {
  documentId: string;
  formId: DocumentFormId;
  fileName: string;
  sizeBytes: number;
  createdAt: number;
  status: StoredDocumentStatus;
}

/** Each form with its documents and the state the person cares about: on file, in review, missing. */
export function documentForms(db: Db, corporateNcst: string): DocumentForm[] {
  const rows = db
    .prepare(
      `SELECT id AS documentId, form_id AS formId, file_name AS fileName, size_bytes AS sizeBytes,
         created_at AS createdAt, status FROM company_documents
       WHERE corporate_ncst = ? ORDER BY created_at DESC, id DESC`,
    )
    .all(corporateNcst) as StoredRow[];
  return DOCUMENT_FORMS.map((form) => {
    const documents: StoredDocument[] = rows
      .filter((row) => row.formId === form.formId)
      .map((row) => ({
        documentId: row.documentId,
        fileName: row.fileName,
        sizeBytes: row.sizeBytes,
        uploadedAt: new Date(row.createdAt).toISOString(),
        status: row.status,
      }));
    const status = documents.some((d) => d.status === 'APPROVED')
      ? 'APPROVED'
      : documents.some((d) => d.status === 'IN_REVIEW')
        ? 'IN_REVIEW'
        : 'MISSING';
    return { ...form, status, documents };
  });
}

export function insertCompanyDocument(
  db: Db,
  input: {
    corporateNcst: string;
    formId: DocumentFormId;
    fileName: string;
    mimeType: UploadMimeType;
    sizeBytes: number;
    userId: number;
    at: number;
  },
): string {
  const next = (db.prepare('SELECT COUNT(*) AS n FROM company_documents').get() as { n: number }).n + 1;
  const id = `DOC-${input.at.toString(36).toUpperCase()}-${String(next).padStart(4, '0')}`;
  db.prepare(
    `INSERT INTO company_documents (id, corporate_ncst, form_id, file_name, mime_type, size_bytes,
       status, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?, ?, 'AWAITING_FILE', ?, ?)`,
  ).run(
    id,
    input.corporateNcst,
    input.formId,
    input.fileName,
    input.mimeType,
    input.sizeBytes,
    input.userId,
    input.at,
  );
  return id;
}

export interface AwaitingFile {
  id: string;
  mimeType: UploadMimeType;
  sizeBytes: number;
  status: StoredDocumentStatus;
}

export function companyDocument(db: Db, corporateNcst: string, id: string): AwaitingFile | undefined {
  return db
    .prepare(
      `SELECT id, mime_type AS mimeType, size_bytes AS sizeBytes, status FROM company_documents
       WHERE corporate_ncst = ? AND id = ?`,
    )
    .get(corporateNcst, id) as AwaitingFile | undefined;
}

export function storeDocumentFile(db: Db, id: string, content: Buffer, at: number): void {
  db.prepare(
    `UPDATE company_documents SET content = ?, status = 'IN_REVIEW', stored_at = ? WHERE id = ?`,
  ).run(content, at, id);
}

interface OrderRow {
  documentId: string;
  orderNo: string;
  orderTypeName: string;
  title: string;
  createdAt: number;
  status: OrderDocument['status'];
  signedAt: number | null;
  paragraphs: string;
  signingNo: string | null;
}

const ORDER_COLUMNS = `id AS documentId, order_no AS orderNo, order_type_name AS orderTypeName, title,
  created_at AS createdAt, status, signed_at AS signedAt, paragraphs,
  (SELECT signing_no FROM order_document_signings s WHERE s.document_id = order_documents.id) AS signingNo`;

const toOrderDocument = (row: OrderRow): OrderDocument => ({
  documentId: row.documentId,
  orderNo: row.orderNo,
  orderTypeName: row.orderTypeName,
  title: row.title,
  createdAt: new Date(row.createdAt).toISOString(),
  status: row.status,
  signedAt: row.signedAt === null ? null : new Date(row.signedAt).toISOString(),
  signingNo: row.signingNo,
});

/** Documents awaiting a signature first, then the signed ones, newest first. */
export function orderDocuments(db: Db, corporateNcst: string): OrderDocument[] {
  const rows = db
    .prepare(
      `SELECT ${ORDER_COLUMNS} FROM order_documents WHERE corporate_ncst = ?
       ORDER BY status = 'SIGNED', created_at DESC, id`,
    )
    .all(corporateNcst) as OrderRow[];
  return rows.map(toOrderDocument);
}

function orderRow(db: Db, corporateNcst: string, id: string): OrderRow | undefined {
  return db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM order_documents WHERE corporate_ncst = ? AND id = ?`)
    .get(corporateNcst, id) as OrderRow | undefined;
}

export function orderDocument(db: Db, corporateNcst: string, id: string): OrderDocument | undefined {
  const row = orderRow(db, corporateNcst, id);
  return row && toOrderDocument(row);
}

export function agreementText(db: Db, corporateNcst: string, id: string): AgreementDocument | undefined {
  const row = orderRow(db, corporateNcst, id);
  if (!row) return undefined;
  return {
    documentId: row.documentId,
    orderNo: row.orderNo,
    title: row.title,
    paragraphs: JSON.parse(row.paragraphs) as string[],
    status: row.status,
  };
}

/** Links a signature to its ledger entry (BL-…). */
export function linkSigning(db: Db, documentId: string, signingNo: string): void {
  db.prepare('INSERT INTO order_document_signings (document_id, signing_no) VALUES (?, ?)').run(
    documentId,
    signingNo,
  );
}

/** Answers false when the document was signed meanwhile. */
export function signOrderDocument(db: Db, id: string, userId: number, at: number): boolean {
  return (
    db
      .prepare(
        `UPDATE order_documents SET status = 'SIGNED', signed_by = ?, signed_at = ?
         WHERE id = ? AND status = 'AWAITING_SIGNATURE'`,
      )
      .run(userId, at, id).changes === 1
  );
}
