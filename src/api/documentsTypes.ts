/** Request and response shapes of the document rows (spec §7), shared by client and sandbox. */

/** The documents a company must have on file for full online authority (spec §8, 403 message). */
export type DocumentFormId = 'ONLINE_TRANSACTION_CONTRACT' | 'SIGNATURE_CIRCULAR' | 'AUTHORIZED_ID_COPY';

/** AWAITING_FILE: the insert call made the record, the file-store update has not arrived yet. */
export type StoredDocumentStatus = 'AWAITING_FILE' | 'IN_REVIEW' | 'APPROVED';

export interface StoredDocument {
  documentId: string;
  fileName: string;
  sizeBytes: number;
  /** ISO timestamp. */
  uploadedAt: string;
  status: StoredDocumentStatus;
}

/** MISSING: nothing with a file yet; IN_REVIEW: a file waits for the operator; APPROVED: on file. */
export type DocumentFormStatus = 'MISSING' | 'IN_REVIEW' | 'APPROVED';

export interface DocumentForm {
  formId: DocumentFormId;
  title: string;
  description: string;
  status: DocumentFormStatus;
  documents: StoredDocument[];
}

export interface DocumentFormList {
  forms: DocumentForm[];
}

export type UploadMimeType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** First payload of the insert-document flow (spec §3, §4): the record, without the file. */
export interface DocumentInsertRequest {
  formId: DocumentFormId;
  fileName: string;
  mimeType: UploadMimeType;
  sizeBytes: number;
}

/**
 * The insert answer carries its own result code: spec §4 makes the file-store update depend on
 * it being exactly the string "200", whatever the envelope said.
 */
export interface DocumentInsertResult {
  documentId: string;
  statusCode: string;
}

/** Second payload: the file itself, base64 in JSON. */
export interface DocumentFileStoreRequest {
  content: string;
}

export interface DocumentFileStoreResult {
  documentId: string;
  status: StoredDocumentStatus;
}

/** A document of an order that waits for the customer's signature. */
export interface OrderDocument {
  documentId: string;
  orderNo: string;
  orderTypeName: string;
  title: string;
  /** ISO timestamp. */
  createdAt: string;
  status: 'AWAITING_SIGNATURE' | 'SIGNED';
  signedAt: string | null;
}

export interface OrderDocumentList {
  documents: OrderDocument[];
}

/** agreementDocument answers the text of one order document to read before signing. */
export interface AgreementDocument {
  documentId: string;
  orderNo: string;
  title: string;
  paragraphs: string[];
  status: OrderDocument['status'];
}

/** Body of documentSodecUpdate: sign the document with a validated document OTP. */
export interface OrderDocumentSignRequest {
  documentId: string;
  approve: true;
  transactionId: string;
}

export interface OrderDocumentSignResult {
  documentId: string;
  status: 'SIGNED';
  signedAt: string;
}

/** The OTP purpose of the document OTP rows. */
export const DOCUMENT_OTP_PURPOSE = 'DOCUMENT_APPROVAL';

/**
 * Upload limits shared by the page's own check and the sandbox. The size keeps a base64 body
 * under the sandbox's 1,000,000-character JSON limit.
 */
export const UPLOAD_MAX_BYTES = 700 * 1024;
export const UPLOAD_MIME_TYPES: readonly UploadMimeType[] = ['application/pdf', 'image/jpeg', 'image/png'];
