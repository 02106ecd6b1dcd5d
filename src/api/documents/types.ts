/** Schemas of the document rows' requests and answers (spec §7), shared by client and sandbox. */
import * as v from 'valibot';
import { flag, num, oneOf, optional, text } from '../contract/fields';

/** The documents a company must have on file for full online authority (spec §8, 403 message). */
export const DOCUMENT_FORM_IDS = [
  'ONLINE_TRANSACTION_CONTRACT',
  'SIGNATURE_CIRCULAR',
  'AUTHORIZED_ID_COPY',
] as const;
export type DocumentFormId = (typeof DOCUMENT_FORM_IDS)[number];

/** AWAITING_FILE: the insert call made the record, the file-store update has not arrived yet. */
export const STORED_DOCUMENT_STATUS_VALUES = ['AWAITING_FILE', 'IN_REVIEW', 'APPROVED'] as const;
export type StoredDocumentStatus = (typeof STORED_DOCUMENT_STATUS_VALUES)[number];

/** ISO timestamp. */
const instant = v.pipe(v.string(), v.isoTimestamp());

export const StoredDocument = v.object({
  documentId: v.string(),
  fileName: v.string(),
  sizeBytes: v.number(),
  uploadedAt: instant,
  status: v.picklist(STORED_DOCUMENT_STATUS_VALUES),
});
export type StoredDocument = v.InferOutput<typeof StoredDocument>;

/** MISSING: nothing with a file yet; IN_REVIEW: a file waits for the operator; APPROVED: on file. */
export type DocumentFormStatus = 'MISSING' | 'IN_REVIEW' | 'APPROVED';

export const DocumentForm = v.object({
  formId: v.picklist(DOCUMENT_FORM_IDS),
  title: v.string(),
  description: v.string(),
  status: v.picklist(['MISSING', 'IN_REVIEW', 'APPROVED']),
  documents: v.array(StoredDocument),
});
export type DocumentForm = v.InferOutput<typeof DocumentForm>;

export const DocumentFormList = v.object({ forms: v.array(DocumentForm) });
export type DocumentFormList = v.InferOutput<typeof DocumentFormList>;

export const UPLOAD_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/**
 * Upload limits shared by the page's own check and the sandbox. The size keeps a base64 body
 * under the sandbox's 1,000,000-character JSON limit.
 */
export const UPLOAD_MAX_BYTES = 700 * 1024;
/** Room for a base64 file of UPLOAD_MAX_BYTES (4 characters per 3 bytes). */
export const BASE64_MAX_CHARS = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;

const documentId = text('Belge numarası', { max: 64 });
const transactionId = text('Doğrulama işlem numarası', { max: 64 });

/**
 * First payload of the insert-document flow (spec §3, §4): the record, without the file. The
 * type and size limits are the handler's, which words them for a person picking a file.
 */
export const DocumentInsertRequest = v.object({
  formId: oneOf('Belge türü', DOCUMENT_FORM_IDS),
  fileName: text('Dosya adı', { max: 200 }),
  mimeType: text('Dosya türü', { max: 100 }),
  sizeBytes: num('Dosya boyutu', { integer: true, min: 0 }),
});
export type DocumentInsertRequest = v.InferInput<typeof DocumentInsertRequest>;

/**
 * The insert answer carries its own result code: spec §4 makes the file-store update depend on
 * it being exactly the string "200", whatever the envelope said.
 */
export const DocumentInsertResult = v.object({ documentId: v.string(), statusCode: v.string() });
export type DocumentInsertResult = v.InferOutput<typeof DocumentInsertResult>;

/** Second payload: the file itself, base64 in JSON. */
export const DocumentFileStoreRequest = v.object({
  content: text('Dosya içeriği', { max: BASE64_MAX_CHARS }),
});
export type DocumentFileStoreRequest = v.InferInput<typeof DocumentFileStoreRequest>;

export const DocumentFileStoreResult = v.object({
  documentId: v.string(),
  status: v.picklist(STORED_DOCUMENT_STATUS_VALUES),
});
export type DocumentFileStoreResult = v.InferOutput<typeof DocumentFileStoreResult>;

export const ORDER_DOCUMENT_STATUS_VALUES = ['AWAITING_SIGNATURE', 'SIGNED'] as const;

/** A document of an order that waits for the customer's signature. */
export const OrderDocument = v.object({
  documentId: v.string(),
  orderNo: v.string(),
  orderTypeName: v.string(),
  title: v.string(),
  createdAt: instant,
  status: v.picklist(ORDER_DOCUMENT_STATUS_VALUES),
  signedAt: v.nullable(instant),
  /** The signature's number in the operations ledger (BL-…); none before it is signed. */
  signingNo: v.nullable(v.string()),
});
export type OrderDocument = v.InferOutput<typeof OrderDocument>;

export const OrderDocumentList = v.object({ documents: v.array(OrderDocument) });
export type OrderDocumentList = v.InferOutput<typeof OrderDocumentList>;

export const AgreementDocumentRequest = v.object({ documentId });
export type AgreementDocumentRequest = v.InferInput<typeof AgreementDocumentRequest>;

/** agreementDocument answers the text of one order document to read before signing. */
export const AgreementDocument = v.object({
  documentId: v.string(),
  orderNo: v.string(),
  title: v.string(),
  paragraphs: v.array(v.string()),
  status: v.picklist(ORDER_DOCUMENT_STATUS_VALUES),
});
export type AgreementDocument = v.InferOutput<typeof AgreementDocument>;

/** Body of documentSodecUpdate: sign the document with a validated document OTP. */
export const OrderDocumentSignRequest = v.object({
  documentId,
  /** Must be true: the person agreed to the text (the handler says so when it is not). */
  approve: flag('Onay'),
  transactionId,
});
export type OrderDocumentSignRequest = v.InferInput<typeof OrderDocumentSignRequest>;

export const OrderDocumentSignResult = v.object({
  /** The signature's number in the operations ledger (BL-…). */
  orderId: v.string(),
  documentId: v.string(),
  status: v.literal('SIGNED'),
  signedAt: instant,
});
export type OrderDocumentSignResult = v.InferOutput<typeof OrderDocumentSignResult>;

/** The OTP purpose of the document OTP rows. */
export const DOCUMENT_OTP_PURPOSE = 'DOCUMENT_APPROVAL';

/** documentOtpSend: a new code for a document (purpose and reference), or again for a transaction. */
export const DocumentOtpSendRequest = v.object({
  transactionId: optional('Doğrulama işlem numarası', transactionId),
  purpose: optional('Doğrulama amacı', text('Doğrulama amacı', { max: 50 })),
  reference: optional('Belge numarası', documentId),
});
export type DocumentOtpSendRequest = v.InferInput<typeof DocumentOtpSendRequest>;

/** The challenge the OTP dialog shows (the shape of the session's OtpChallenge). */
export const DocumentOtpChallenge = v.object({
  transactionId: v.string(),
  maskedMsisdn: v.string(),
  expiresInSeconds: v.number(),
  resendInSeconds: v.number(),
});
export type DocumentOtpChallenge = v.InferOutput<typeof DocumentOtpChallenge>;

export const DocumentOtpValidateRequest = v.object({
  transactionId,
  code: text('Doğrulama kodu', { pattern: /^\d{6}$/, patternMessage: 'Doğrulama kodu 6 haneli olmalıdır.' }),
});
export type DocumentOtpValidateRequest = v.InferInput<typeof DocumentOtpValidateRequest>;

export const DocumentOtpValidated = v.object({ validated: v.literal(true) });
export type DocumentOtpValidated = v.InferOutput<typeof DocumentOtpValidated>;
