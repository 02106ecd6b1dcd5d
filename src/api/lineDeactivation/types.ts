/**
 * Schemas and types of line deactivation (spec §3 "line deactivation", §7 its rows).
 *
 * A deactivation runs in steps: the product selection lists the company's lines (a page, or in
 * resolve mode exactly the numbers asked); the selection check sorts chosen numbers into lines
 * that can be closed (with what ending their commitment early costs) and refusals with their
 * reason, keeping the closable ones under a `selectionId`; the person picks a reason and uploads
 * the documents it needs; an OTP whose reference is the selection confirms it; deactivateLine
 * closes the lines and writes the history.
 */
import * as v from 'valibot';
import { companyLineEntries, lineFilterEntries, linePage, msisdnEntry } from '../companyLineSchemas';
import { fileAnswer, list, num, optional, optionalText, pageOffset, text } from '../contract/fields';

/** The OTP purpose (server/otp.ts OTP_PURPOSES) that confirms a deactivation. */
export const DEACTIVATION_OTP_PURPOSE = 'LINE_DEACTIVATION';

/** One page may ask for at most this many lines; one deactivation may name at most this many numbers. */
export const MAX_DEACTIVATION_PAGE = 500;
export const MAX_DEACTIVATION_LINES = 1000;

export const DEACTIVATION_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** A base64 file of this size stays under the sandbox's 1,000,000-character JSON body limit. */
export const DEACTIVATION_MAX_FILE_BYTES = 700 * 1024;
const BASE64_MAX_CHARS = Math.ceil(DEACTIVATION_MAX_FILE_BYTES / 3) * 4;

const selectionId = text('Seçim numarası', { max: 64 });
const documentId = text('Belge numarası', { max: 64 });
const deactivationId = text('Kapatma numarası', { max: 64 });

// --- reasons ------------------------------------------------------------------------------------

export const DeactivationReasonsRequest = v.object({});

export const RequiredDocument = v.object({
  /** "DEATH_CERTIFICATE" */
  documentType: v.string(),
  /** "Ölüm belgesi" */
  title: v.string(),
  /** What the document is, in a sentence. */
  description: v.string(),
});
export type RequiredDocument = v.InferOutput<typeof RequiredDocument>;

export const DeactivationReason = v.object({
  reasonId: v.string(),
  title: v.string(),
  /** Each document this reason needs; empty when none. */
  documents: v.array(RequiredDocument),
});
export type DeactivationReason = v.InferOutput<typeof DeactivationReason>;

export const DeactivationReasons = v.object({ reasons: v.array(DeactivationReason) });
export type DeactivationReasons = v.InferOutput<typeof DeactivationReasons>;

// --- lines ----------------------------------------------------------------------------------------

export const DeactivationFilter = v.object(lineFilterEntries);
export type DeactivationFilter = v.InferInput<typeof DeactivationFilter>;

/** lineDeactivationProductSelection: a page of the company's lines, or (resolve mode) these numbers. */
export const DeactivationLinesRequest = v.object({
  offset: pageOffset(),
  limit: num('Sayfa boyutu', { min: 1, max: MAX_DEACTIVATION_PAGE, integer: true }),
  filter: optional('Filtre', DeactivationFilter),
  msisdns: optional('Hat numaraları', list('Hat numaraları', msisdnEntry, 100_000)),
});
export type DeactivationLinesRequest = v.InferInput<typeof DeactivationLinesRequest>;

export const DeactivationLine = v.object(companyLineEntries);
export type DeactivationLine = v.InferOutput<typeof DeactivationLine>;

export const DeactivationLinesPage = linePage(DeactivationLine);
export type DeactivationLinesPage = v.InferOutput<typeof DeactivationLinesPage>;

// --- the check ------------------------------------------------------------------------------------

export const SelectionCheckRequest = v.object({
  msisdns: v.pipe(
    list('Hat numaraları', msisdnEntry, MAX_DEACTIVATION_LINES),
    v.minLength(1, 'En az bir hat seçmelisiniz.'),
  ),
});
export type SelectionCheckRequest = v.InferInput<typeof SelectionCheckRequest>;

export const Commitment = v.object({
  /** The last day of the commitment (yyyy-MM-dd). */
  endsOn: v.string(),
  remainingMonths: v.number(),
  /** What ending it now costs, in Turkish lira (the discounts of the months left). */
  cost: v.number(),
});
export type Commitment = v.InferOutput<typeof Commitment>;

export const ClosableLine = v.object({
  ...DeactivationLine.entries,
  /** null: the line has no commitment running. */
  commitment: v.nullable(Commitment),
});
export type ClosableLine = v.InferOutput<typeof ClosableLine>;

export const DeactivationRefusal = v.object({ msisdn: v.string(), reason: v.string() });
export type DeactivationRefusal = v.InferOutput<typeof DeactivationRefusal>;

export const SelectionCheck = v.object({
  /** Empty when no line can be closed; otherwise the OTP's reference and the deactivation's id. */
  selectionId: v.string(),
  allowed: v.array(ClosableLine),
  refused: v.array(DeactivationRefusal),
  /** The early-termination costs of the allowed lines, in Turkish lira. */
  totalCost: v.number(),
  expiresAt: v.string(),
});
export type SelectionCheck = v.InferOutput<typeof SelectionCheck>;

// --- documents ------------------------------------------------------------------------------------

export const DocumentUploadRequest = v.object({
  documentType: text('Belge türü', { max: 50 }),
  fileName: text('Dosya adı', { max: 200 }),
  mimeType: text('Dosya türü', { max: 100 }),
  /** The file, base64. */
  content: text('Dosya içeriği', { max: BASE64_MAX_CHARS }),
});
export type DocumentUploadRequest = v.InferInput<typeof DocumentUploadRequest>;

export const DeactivationDocument = v.object({
  documentId: v.string(),
  documentType: v.string(),
  fileName: v.string(),
  sizeBytes: v.number(),
  uploadedAt: v.string(),
});
export type DeactivationDocument = v.InferOutput<typeof DeactivationDocument>;

/** Without an id: the person's documents not yet used by a deactivation; with one: that one's. */
export const DocumentListRequest = v.object({ deactivationId: optional('Kapatma numarası', deactivationId) });
export type DocumentListRequest = v.InferInput<typeof DocumentListRequest>;
export const DocumentList = v.object({ documents: v.array(DeactivationDocument) });
export type DocumentList = v.InferOutput<typeof DocumentList>;

export const DocumentRef = v.object({ documentId });
export type DocumentRef = v.InferInput<typeof DocumentRef>;
export const DocumentFile = fileAnswer;
export const DocumentDeleted = v.object({ documentId: v.string() });

// --- deactivation and history ----------------------------------------------------------------------

export const DeactivateRequest = v.object({
  selectionId,
  reasonId: text('Kapatma nedeni', { max: 50 }),
  documentIds: list('Belgeler', documentId, 20),
  /** The validated OTP transaction whose reference is the selection. */
  transactionId: text('Doğrulama işlemi', { max: 64 }),
});
export type DeactivateRequest = v.InferInput<typeof DeactivateRequest>;

export const Deactivation = v.object({
  deactivationId: v.string(),
  /** The deactivation's number in the operations ledger (the request history); none for the seeded past. */
  orderId: v.nullable(v.string()),
  closedAt: v.string(),
  reasonTitle: v.string(),
  closedBy: v.string(),
  msisdns: v.array(v.string()),
  totalCost: v.number(),
});
export type Deactivation = v.InferOutput<typeof Deactivation>;

export const HistoryListRequest = v.object({
  /** Part of a closed number. */
  msisdn: optionalText('Hat numarası', { max: 20 }),
});
export type HistoryListRequest = v.InferInput<typeof HistoryListRequest>;
export const HistoryList = v.object({ items: v.array(Deactivation) });
export type HistoryList = v.InferOutput<typeof HistoryList>;

export const HistoryDetailRequest = v.object({ deactivationId });
export type HistoryDetailRequest = v.InferInput<typeof HistoryDetailRequest>;

export const ClosedLine = v.object({
  msisdn: v.string(),
  productType: companyLineEntries.productType,
  tariffName: v.string(),
  userName: v.string(),
  /** The early-termination cost charged, in Turkish lira (0 without a commitment). */
  cost: v.number(),
});
export type ClosedLine = v.InferOutput<typeof ClosedLine>;

export const HistoryDetail = v.object({
  ...Deactivation.entries,
  lines: v.array(ClosedLine),
  documents: v.array(DeactivationDocument),
});
export type HistoryDetail = v.InferOutput<typeof HistoryDetail>;
