/**
 * Schemas and types of usage abroad (roaming) and call abroad (international calling): spec §3
 * "usage abroad, call abroad", §7 their rows. The two services share every shape; a request says
 * which service it is about, and the four open/close rows each serve one service and action.
 *
 * A change runs in three steps: the GSM validation checks the chosen numbers and keeps the
 * changeable ones under a `validationId` (refused lines come back with their reason), an OTP
 * with that id as its reference confirms it, and the service's open or close row applies it,
 * answering each line's result.
 */
import * as v from 'valibot';
import { companyLineEntries, lineFilterEntries, linePage, msisdnEntry } from '../companyLineSchemas';
import { fileAnswer, flag, list, listSort, num, oneOf, optional, pageOffset, text } from '../contract/fields';

export const ABROAD_SERVICES = ['ROAMING', 'CALL_ABROAD'] as const;
export const ABROAD_ACTIONS = ['OPEN', 'CLOSE'] as const;
export type AbroadService = (typeof ABROAD_SERVICES)[number];
export type AbroadAction = (typeof ABROAD_ACTIONS)[number];

/** The OTP purpose (server/otp.ts OTP_PURPOSES) that confirms a change of each service. */
export const ABROAD_OTP_PURPOSES: Record<AbroadService, string> = {
  ROAMING: 'ROAMING',
  CALL_ABROAD: 'INTERNATIONAL_CALL',
};

export const ABROAD_SORT_FIELDS = [
  'msisdn',
  'userName',
  'tariffName',
  'status',
  'productType',
  'roaming',
  'callAbroad',
] as const;
export type AbroadSortField = (typeof ABROAD_SORT_FIELDS)[number];

/** One page may ask for at most this many lines; one change may name at most this many numbers. */
export const MAX_ABROAD_PAGE = 500;
export const MAX_ABROAD_CHANGE = 5000;

const service = oneOf('Hizmet', ABROAD_SERVICES);

export const AbroadFilter = v.object({
  ...lineFilterEntries,
  roaming: v.optional(flag('Yurt dışı kullanımı')),
  callAbroad: v.optional(flag('Yurt dışı arama')),
});
export type AbroadFilter = v.InferInput<typeof AbroadFilter>;

export const AbroadSort = listSort(ABROAD_SORT_FIELDS);
export type AbroadSort = v.InferInput<typeof AbroadSort>;

/** usageAbroadProductList: a page of the company's lines, or (resolve mode) exactly these numbers. */
export const AbroadListRequest = v.object({
  offset: pageOffset(),
  limit: num('Sayfa boyutu', { min: 1, max: MAX_ABROAD_PAGE, integer: true }),
  sort: optional('Sıralama', AbroadSort),
  filter: optional('Filtre', AbroadFilter),
  msisdns: optional('Hat numaraları', list('Hat numaraları', msisdnEntry, 100_000)),
});
export type AbroadListRequest = v.InferInput<typeof AbroadListRequest>;

export const AbroadLine = v.object({ ...companyLineEntries, callAbroad: v.boolean() });
export type AbroadLine = v.InferOutput<typeof AbroadLine>;

export const AbroadListPage = linePage(AbroadLine);
export type AbroadListPage = v.InferOutput<typeof AbroadListPage>;

/** usageAbroadQuery / callAbroadQuery: the service's state over the company and what it costs. */
export const AbroadQueryRequest = v.object({});
export const AbroadCost = v.object({
  /** "Avrupa günlük paketi" */
  title: v.string(),
  /** Turkish lira, taxes included. */
  amount: v.number(),
  /** What the amount is per: "gün", "dakika", "100 MB". */
  unit: v.string(),
});
export type AbroadCost = v.InferOutput<typeof AbroadCost>;
export const AbroadSummary = v.object({
  service: v.picklist(ABROAD_SERVICES),
  /** Lines with the service open, and the people's active lines without it (the dashboard's card). */
  onCount: v.number(),
  offCount: v.number(),
  costs: v.array(AbroadCost),
  /** A sentence on how opening is billed, shown on the confirm page. */
  costNote: v.string(),
});
export type AbroadSummary = v.InferOutput<typeof AbroadSummary>;

export const AbroadExportRequest = v.object({
  service,
  format: oneOf('Dosya biçimi', ['csv', 'xlsx']),
  sendMail: v.optional(flag('E-posta ile gönder')),
  filter: optional('Filtre', AbroadFilter),
  sort: optional('Sıralama', AbroadSort),
});
export type AbroadExportRequest = v.InferInput<typeof AbroadExportRequest>;
export const AbroadExportMailed = v.object({ mailed: v.literal(true), email: v.string() });
export const AbroadExportAnswer = v.union([fileAnswer, AbroadExportMailed]);
export type AbroadExportAnswer = v.InferOutput<typeof AbroadExportAnswer>;

export const AbroadValidationRequest = v.object({
  service,
  action: oneOf('İşlem', ABROAD_ACTIONS),
  msisdns: v.pipe(
    list('Hat numaraları', msisdnEntry, MAX_ABROAD_CHANGE),
    v.minLength(1, 'En az bir hat seçmelisiniz.'),
  ),
});
export type AbroadValidationRequest = v.InferInput<typeof AbroadValidationRequest>;

export const AbroadRefusal = v.object({ msisdn: v.string(), reason: v.string() });
export type AbroadRefusal = v.InferOutput<typeof AbroadRefusal>;

export const AbroadValidation = v.object({
  /** Empty when no line can change; otherwise the OTP's reference and the open/close body's id. */
  validationId: v.string(),
  service: v.picklist(ABROAD_SERVICES),
  action: v.picklist(ABROAD_ACTIONS),
  /** The lines that will change, in the order asked. */
  allowed: v.array(AbroadLine),
  /** Lines that cannot change, each with its Turkish reason (also numbers of no company line). */
  refused: v.array(AbroadRefusal),
  /** When the validation stops being usable (ISO). */
  expiresAt: v.string(),
});
export type AbroadValidation = v.InferOutput<typeof AbroadValidation>;

export const AbroadChangeRequest = v.object({
  validationId: text('Doğrulama numarası', { max: 64 }),
  /** The validated OTP transaction whose reference is the validation. */
  transactionId: text('Doğrulama işlemi', { max: 64 }),
});
export type AbroadChangeRequest = v.InferInput<typeof AbroadChangeRequest>;

export const ABROAD_RESULTS = ['DONE', 'REFUSED'] as const;
export const AbroadLineResult = v.object({
  msisdn: v.string(),
  status: v.picklist(ABROAD_RESULTS),
  /** Turkish sentence for a refused line (its state changed since the validation). */
  reason: v.optional(v.string()),
});
export type AbroadLineResult = v.InferOutput<typeof AbroadLineResult>;

export const AbroadChangeAnswer = v.object({
  /** The change's number in the operations ledger (the line-operations request history). */
  orderId: v.string(),
  service: v.picklist(ABROAD_SERVICES),
  action: v.picklist(ABROAD_ACTIONS),
  done: v.number(),
  results: v.array(AbroadLineResult),
});
export type AbroadChangeAnswer = v.InferOutput<typeof AbroadChangeAnswer>;

/** Turkish words of the services and actions, for headings, buttons and exports alike. */
export const SERVICE_NAMES: Record<AbroadService, string> = {
  ROAMING: 'Yurt dışı kullanım',
  CALL_ABROAD: 'Yurt dışı arama',
};
