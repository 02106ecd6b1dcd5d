/**
 * Schemas and types of the company's audit trail ("İşlem Geçmişi", issue 22; beyond the spec):
 * every call of a catalogue row that changes data, recorded once by the sandbox with who made
 * it (and on whose behalf), the operation, the objects it touched, its result and the channel
 * headers of spec §7. The list is filtered, paged and sorted newest first on the server.
 */
import * as v from 'valibot';
import { contractPath, demandPath, lineOperationPath } from '../../lib/objectLinks';
import {
  fileAnswer,
  flag,
  oneOf,
  optional,
  optionalText,
  queryInt,
  queryPageOffset,
} from '../contract/fields';
import { type Numbering, numberingOf } from '../ledger';

export const AUDIT_RESULTS = ['SUCCESS', 'ERROR'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];
export const AUDIT_RESULT_LABELS: Record<AuditResult, string> = {
  SUCCESS: 'Başarılı',
  ERROR: 'Başarısız',
};

/**
 * What an entry may point at; each kind has its own page in the portal. A PERSON is the person a
 * change affected (whose rights changed), stored with their name at the time.
 */
export const AUDIT_OBJECT_KINDS = ['LINE', 'ORDER', 'CONTRACT', 'DOCUMENT', 'JOB', 'PERSON'] as const;
export type AuditObjectKind = (typeof AUDIT_OBJECT_KINDS)[number];
export const AUDIT_OBJECT_LABELS: Record<AuditObjectKind, string> = {
  LINE: 'Hat',
  ORDER: 'Sipariş',
  CONTRACT: 'Sözleşme',
  DOCUMENT: 'Belge',
  JOB: 'İş',
  PERSON: 'Kişi',
};

/** An operation's number named by its ledger family, as the screen it opens names it. */
const NUMBER_LABELS: Record<Numbering, string> = {
  ORDER: 'Sipariş',
  LINE_OPERATION: 'Hat işlemi',
  DEMAND: 'Talep',
  RIGHTS: 'Yetki değişikliği',
  DOCUMENT: 'Belge onayı',
};

/** One page may ask for at most this many entries. */
export const MAX_AUDIT_PAGE = 200;

const day = (label: string) =>
  v.pipe(v.string(), v.trim(), v.isoDate(`${label} geçerli bir tarih değil.`), v.title(label));

/** The list's filter; every field optional. The same fields are the list row's query. */
export const AuditFilter = v.object({
  /** Part of the person's (or the manager's) name. */
  person: optionalText('İşlemi yapan', { max: 100 }),
  /** A catalogue row name, as the list's `operations` offer them. */
  operation: optionalText('İşlem', { max: 80, pattern: /^[A-Za-z0-9]+$/ }),
  result: v.optional(oneOf('Sonuç', AUDIT_RESULTS)),
  /** First and last day (yyyy-MM-dd, Turkey's dates) of the period. */
  from: optional('Başlangıç tarihi', day('Başlangıç tarihi')),
  to: optional('Bitiş tarihi', day('Bitiş tarihi')),
  /** Part of a line number written any way (0 or +90 in front, spaces). */
  msisdn: optionalText('Hat numarası', { max: 40 }),
  /** The quick filter: part of the person's name, the operation's title or a line number. */
  text: optionalText('Arama metni', { max: 100 }),
});
export type AuditFilter = v.InferInput<typeof AuditFilter>;

/** auditTrailList's query: the filter's fields and the page, flat. Always newest first. */
export const AuditQuery = v.object({
  ...AuditFilter.entries,
  offset: v.optional(queryPageOffset()),
  limit: v.optional(queryInt('Sayfa boyutu', { min: 1, max: MAX_AUDIT_PAGE })),
});
export type AuditQuery = v.InferInput<typeof AuditQuery>;

const instant = v.pipe(v.string(), v.isoTimestamp());

export const AuditObject = v.object({
  kind: v.picklist(AUDIT_OBJECT_KINDS),
  id: v.string(),
  /**
   * A person's name as the company knew it when the entry was written; an uploaded document's file
   * name (its id is a random code nobody reads).
   */
  name: v.optional(v.string()),
});
export type AuditObject = v.InferOutput<typeof AuditObject>;

export const AuditEntrySummary = v.object({
  entryId: v.string(),
  at: instant,
  /** The person as known: the signed-in person, or for a sign-in the user name asked, or "anonim". */
  personName: v.string(),
  /** The customer manager who worked on the person's behalf, when one did. */
  managerName: v.optional(v.string()),
  /** The catalogue row's name and its Turkish title. */
  operation: v.string(),
  operationTitle: v.string(),
  result: v.picklist(AUDIT_RESULTS),
  /** The error code and its Turkish message, when the call failed. */
  errorCode: v.optional(v.string()),
  errorMessage: v.optional(v.string()),
  /** The first objects (the detail has them all) and how many there are. */
  objects: v.array(AuditObject),
  objectCount: v.number(),
});
export type AuditEntrySummary = v.InferOutput<typeof AuditEntrySummary>;

export const AuditOperationOption = v.object({ name: v.string(), title: v.string() });
export type AuditOperationOption = v.InferOutput<typeof AuditOperationOption>;

export const AuditPage = v.object({
  /** Entries matching the query, over all pages. */
  total: v.number(),
  items: v.array(AuditEntrySummary),
});
export type AuditPage = v.InferOutput<typeof AuditPage>;

/** The operations the company's trail holds, for the operation filter (by Turkish title). */
export const AuditOperations = v.object({ operations: v.array(AuditOperationOption) });
export type AuditOperations = v.InferOutput<typeof AuditOperations>;

/** The channel headers of spec §7 as the call carried them (absent when not sent). */
export const AuditChannel = v.object({
  channelType: v.optional(v.string()),
  appChannel: v.optional(v.string()),
  appChannelType: v.optional(v.string()),
  screenName: v.optional(v.string()),
});
export type AuditChannel = v.InferOutput<typeof AuditChannel>;

export const AuditEntry = v.object({
  ...AuditEntrySummary.entries,
  personId: v.optional(v.number()),
  managerId: v.optional(v.number()),
  corporateNcst: v.optional(v.string()),
  companyName: v.optional(v.string()),
  /** The feature's Turkish name ("Yurt dışı kullanım"). */
  featureTitle: v.string(),
  method: v.string(),
  path: v.string(),
  httpStatus: v.number(),
  channel: AuditChannel,
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

/** auditTrailExport's body: the list's filter and the file's format, or mailed (spec §4). */
export const AuditExportRequest = v.object({
  filter: optional('Filtre', AuditFilter),
  /** Excel unless told otherwise. */
  format: v.optional(oneOf('Dosya biçimi', ['csv', 'xlsx']), 'xlsx'),
  sendMail: v.optional(flag('E-posta ile gönder')),
});
export type AuditExportRequest = v.InferInput<typeof AuditExportRequest>;

export const AuditExportMailed = v.object({ mailed: v.literal(true), email: v.string() });
export const AuditExportAnswer = v.union([fileAnswer, AuditExportMailed]);
export type AuditExportAnswer = v.InferOutput<typeof AuditExportAnswer>;

/**
 * An object in business words, without its kind's English name or a raw code: "Sipariş
 * SP-20261127-000123", "Talep TLP-…", "Kişi Zeynep Kaya". A line is formatted by the view
 * (src/lib/msisdn), which this layer does not import.
 */
export function auditObjectLabel(object: AuditObject): string {
  if (object.kind === 'PERSON') return object.name ?? `${AUDIT_OBJECT_LABELS.PERSON} ${object.id}`;
  if (object.kind === 'DOCUMENT' && object.name) return `${AUDIT_OBJECT_LABELS.DOCUMENT} ${object.name}`;
  const family = object.kind === 'ORDER' ? numberingOf(object.id) : undefined;
  return `${family ? NUMBER_LABELS[family] : AUDIT_OBJECT_LABELS[object.kind]} ${object.id}`;
}

/** The portal page an object of an entry opens: its line's tariff page, its order, the contracts. */
export function auditObjectLink(object: AuditObject): string | undefined {
  switch (object.kind) {
    case 'LINE':
      return `/tariff-package/line/${encodeURIComponent(object.id)}`;
    case 'ORDER':
      // Every operation's number is the ledger's: an order opens in My Orders, a line operation in
      // the request history, a demand on its own page (src/api/ledger.ts).
      switch (numberingOf(object.id)) {
        case 'LINE_OPERATION':
          return lineOperationPath(object.id);
        case 'DEMAND':
          return demandPath(object.id);
        case 'RIGHTS':
          return '/update-authorized-user-info';
        case 'DOCUMENT':
          return '/contracts';
        default:
          return `/my-orders/${encodeURIComponent(object.id)}`;
      }
    case 'CONTRACT':
      // The objects' finder names contracts by their number (server/auditTrail/objects.ts).
      return contractPath(object.id);
    case 'PERSON':
      // The authorized users page opens one person's rights by ?kisi=<id>.
      return `/update-authorized-user-info?kisi=${encodeURIComponent(object.id)}`;
    default:
      // A document or a job belongs to several screens (documents, line deactivation, requests):
      // its number is shown, not guessed into a link.
      return undefined;
  }
}
