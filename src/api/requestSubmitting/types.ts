/**
 * Requests with and without documents (spec §3 request submitting, §5 "screen validation rules
 * for request-submitting are served per {pageName}"): the request menu, the form description a
 * request type serves (fields with their rules, document slots), uploads, demands and their
 * status history. The form is built from the description, so a new request type needs no
 * portal release.
 */
import * as v from 'valibot';
import { list, oneOf, optional, optionalText, text } from '../contract/fields';

// --- the form description --------------------------------------------------------------------

export const FIELD_KINDS = ['text', 'number', 'select', 'date', 'msisdn', 'textarea', 'checkbox'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A field's served rules; every message a person reads is built from the field's Turkish label. */
export const FieldRules = v.object({
  required: v.optional(v.boolean()),
  /** A regular expression (JavaScript syntax, whole value) and the Turkish sentence it fails with. */
  pattern: v.optional(v.object({ regex: v.string(), message: v.string() })),
  minLength: v.optional(v.number()),
  maxLength: v.optional(v.number()),
  min: v.optional(v.number()),
  max: v.optional(v.number()),
  /** A date's earliest day, counted from today (0: today, so no day in the past). */
  minDaysAhead: v.optional(v.number()),
  /** A date's latest day, counted from today. */
  maxDaysAhead: v.optional(v.number()),
});
export type FieldRules = v.InferOutput<typeof FieldRules>;

export const FormField = v.object({
  name: v.string(),
  label: v.string(),
  kind: v.picklist(FIELD_KINDS),
  hint: v.optional(v.string()),
  options: v.optional(v.array(v.object({ value: v.string(), label: v.string() }))),
  rules: FieldRules,
});
export type FormField = v.InferOutput<typeof FormField>;

/** A document the request takes: its allowed types and size are served rules too. */
export const DocumentSlot = v.object({
  documentType: v.string(),
  title: v.string(),
  hint: v.optional(v.string()),
  required: v.boolean(),
  mimeTypes: v.array(v.string()),
  maxBytes: v.number(),
  /** The downloadable document form (/document-form) this slot takes back, if any. */
  formId: v.optional(v.string()),
});
export type DocumentSlot = v.InferOutput<typeof DocumentSlot>;

export const DemandForm = v.object({
  pageName: v.string(),
  title: v.string(),
  description: v.string(),
  fields: v.array(FormField),
  documents: v.array(DocumentSlot),
});
export type DemandForm = v.InferOutput<typeof DemandForm>;

// --- menu ------------------------------------------------------------------------------------

export const RequestMenuItem = v.object({
  pageName: v.string(),
  title: v.string(),
  description: v.string(),
  withDocuments: v.boolean(),
  /** Document forms this request takes back (links /document-form to the request). */
  formIds: v.array(v.string()),
});
export type RequestMenuItem = v.InferOutput<typeof RequestMenuItem>;

export const RequestMenu = v.object({
  groups: v.array(v.object({ groupId: v.string(), title: v.string(), items: v.array(RequestMenuItem) })),
});
export type RequestMenu = v.InferOutput<typeof RequestMenu>;

// --- describe or submit ------------------------------------------------------------------------

export const DEMAND_STATUSES = ['RECEIVED', 'IN_REVIEW', 'COMPLETED', 'REJECTED', 'WITHDRAWN'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

const pageFieldValue = v.pipe(
  v.union([v.pipe(v.string(), v.maxLength(2000)), v.boolean()]),
  v.title('Form alanı'),
);
const documentId = text('Belge numarası', { max: 64 });

/**
 * The demand form row answers both: without values it describes the form ("demand form data"),
 * with `action: 'SUBMIT'` it takes the filled form and its uploaded documents.
 */
export const DemandFormRequest = v.variant('action', [
  v.object({ action: oneOf('İşlem', ['DESCRIBE']) }),
  v.object({
    action: oneOf('İşlem', ['SUBMIT']),
    values: v.pipe(v.record(v.pipe(v.string(), v.maxLength(64)), pageFieldValue), v.title('Form alanları')),
    documentIds: list('Belgeler', documentId, 20),
  }),
]);
export type DemandFormRequest = v.InferInput<typeof DemandFormRequest>;

export const DemandSubmitted = v.object({
  /** The demand's number in the operations ledger (TLP-…): the same as `demandId`, under the name the audit trail links. */
  orderId: v.string(),
  demandId: v.string(),
  title: v.string(),
  status: v.picklist(DEMAND_STATUSES),
  submittedAt: v.string(),
});
export type DemandSubmitted = v.InferOutput<typeof DemandSubmitted>;

export const DemandFormAnswer = v.variant('kind', [
  v.object({ kind: v.literal('FORM'), form: DemandForm }),
  v.object({ kind: v.literal('SUBMITTED'), demand: DemandSubmitted }),
]);
export type DemandFormAnswer = v.InferOutput<typeof DemandFormAnswer>;

// --- uploads ---------------------------------------------------------------------------------

/** A base64 file of this size stays under the sandbox's 1,000,000-character JSON body limit. */
export const REQUEST_MAX_FILE_BYTES = 700 * 1024;
const BASE64_MAX_CHARS = Math.ceil(REQUEST_MAX_FILE_BYTES / 3) * 4;

export const RequestUploadRequest = v.object({
  pageName: text('Talep türü', { max: 64 }),
  documentType: text('Belge türü', { max: 64 }),
  fileName: text('Dosya adı', { max: 200 }),
  mimeType: text('Dosya türü', { max: 100 }),
  /** The file, base64. */
  content: text('Dosya içeriği', { max: BASE64_MAX_CHARS }),
});
export type RequestUploadRequest = v.InferInput<typeof RequestUploadRequest>;

export const UploadedDocument = v.object({
  documentId: v.string(),
  documentType: v.string(),
  title: v.string(),
  fileName: v.string(),
  mimeType: v.string(),
  sizeBytes: v.number(),
  uploadedAt: v.string(),
});
export type UploadedDocument = v.InferOutput<typeof UploadedDocument>;

export const UploadDeleted = v.object({ documentId: v.string() });
export type UploadDeleted = v.InferOutput<typeof UploadDeleted>;

// --- demands ---------------------------------------------------------------------------------

export const DemandListQuery = v.object({
  status: optional('Durum', v.picklist(DEMAND_STATUSES)),
});
export type DemandListQuery = v.InferInput<typeof DemandListQuery>;

export const DemandSummary = v.object({
  demandId: v.string(),
  pageName: v.string(),
  title: v.string(),
  status: v.picklist(DEMAND_STATUSES),
  submittedAt: v.string(),
  updatedAt: v.string(),
  submittedBy: v.string(),
  documentCount: v.number(),
});
export type DemandSummary = v.InferOutput<typeof DemandSummary>;

export const DemandList = v.object({ total: v.number(), items: v.array(DemandSummary) });
export type DemandList = v.InferOutput<typeof DemandList>;

export const StatusEvent = v.object({
  status: v.picklist(DEMAND_STATUSES),
  at: v.string(),
  note: v.optional(v.string()),
  by: v.string(),
});
export type StatusEvent = v.InferOutput<typeof StatusEvent>;

export const DemandHistory = v.object({ demandId: v.string(), events: v.array(StatusEvent) });
export type DemandHistory = v.InferOutput<typeof DemandHistory>;

/** Reads the detail; with `WITHDRAW` a request still "Alındı" is withdrawn, with `NOTE` a note is added. */
export const DemandDetailRequest = v.object({
  action: optional('İşlem', v.picklist(['WITHDRAW', 'NOTE'])),
  note: optionalText('Not', { max: 500 }),
});
export type DemandDetailRequest = v.InferInput<typeof DemandDetailRequest>;

export const DemandDetail = v.object({
  ...DemandSummary.entries,
  fields: v.array(v.object({ label: v.string(), value: v.string() })),
  documents: v.array(UploadedDocument),
  events: v.array(StatusEvent),
  canWithdraw: v.boolean(),
});
export type DemandDetail = v.InferOutput<typeof DemandDetail>;
