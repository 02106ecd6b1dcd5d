/**
 * Schemas and types of the line-user rows (spec §3 line user info, §7 line user rows) and of
 * productGroupFilters. The field rules (TCKN checksum, e-mail) live in the request schemas, so
 * the sandbox's 400s, the validate row and the portal's form say the same Turkish sentence.
 */
import * as v from 'valibot';
import {
  fileAnswer,
  flag,
  list,
  listSort,
  num,
  oneOf,
  optional,
  optionalText,
  pageOffset,
  text,
} from '../contract/fields';

export const LINE_PRODUCT_TYPES = ['VOICE', 'DATA', 'M2M'] as const;
export const LINE_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export const LINE_USER_SORT_FIELDS = [
  'msisdn',
  'userName',
  'tariffName',
  'status',
  'department',
  'costCenter',
  'productType',
] as const;
export type LineProductType = (typeof LINE_PRODUCT_TYPES)[number];
export type LineStatus = (typeof LINE_STATUSES)[number];
export type LineUserSortField = (typeof LINE_USER_SORT_FIELDS)[number];

/** Turkish labels of the codes, for filter choices, tables and exports alike. */
// A re-export, not a copy: the common chunk (src/lib) and the rows' chunks import each other, and
// reading an imported value while a chunk evaluates would meet it uninitialized.
export { PRODUCT_TYPE_WORDS as PRODUCT_TYPE_LABELS } from '../../lib/productTypes';
export const LINE_STATUS_LABELS: Record<LineStatus, string> = { ACTIVE: 'Aktif', SUSPENDED: 'Askıda' };

/** One page may ask for at most this many lines; a resolve call may name this many numbers. */
export const MAX_LINE_USER_PAGE = 500;
export const MAX_RESOLVE_NUMBERS = 100_000;

// --- Field rules --------------------------------------------------------------------------

/**
 * Why a TC identity number is not valid, or null when it is: 11 digits, not starting with 0,
 * the 10th digit from the odd/even sums, the 11th the last digit of the first ten's sum.
 */
export function identityNumberProblem(value: string): string | null {
  if (!/^\d{11}$/.test(value)) return 'TC kimlik numarası 11 haneli olmalı ve yalnızca rakam içermelidir.';
  if (value[0] === '0') return 'TC kimlik numarası 0 ile başlayamaz.';
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10;
  return d[9] === tenth && d[10] === eleventh ? null : 'TC kimlik numarası geçerli değil.';
}

/** KVKK: only the first two and the last two digits are shown ("12*******34"). */
export function maskIdentityNumber(value: string): string {
  return value.length <= 4
    ? '*'.repeat(value.length)
    : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}

const identityNumber = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => identityNumberProblem(value) === null,
    (issue) => identityNumberProblem(String(issue.input)) ?? 'TC kimlik numarası geçerli değil.',
  ),
  v.title('TC kimlik numarası'),
);

const email = v.pipe(
  text('E-posta adresi', { max: 254 }),
  v.email('E-posta adresi geçerli değil (ör. ad.soyad@firma.com.tr).'),
  v.title('E-posta adresi'),
);

/** The person using a line, as a form sends it. */
export const LineUserInput = v.object({
  userName: text('Kullanıcı adı soyadı', {
    max: 100,
    min: 2,
    pattern: /^[\p{L}][\p{L} .'-]*$/u,
    patternMessage: 'Kullanıcı adı soyadı yalnızca harf, boşluk, nokta, kesme ve tire içerebilir.',
  }),
  identityNumber,
  email,
  department: optionalText('Departman', { max: 100 }),
  // A code the spend analysis groups lines by (issue 40): words, numbers and the usual separators.
  costCenter: optionalText('Masraf merkezi', {
    max: 50,
    pattern: /^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u,
    patternMessage:
      'Masraf merkezi harf veya rakamla başlamalı; yalnızca harf, rakam, boşluk ve . _ / - içerebilir.',
  }),
});
export type LineUserInput = v.InferInput<typeof LineUserInput>;
export const LINE_USER_FIELDS = Object.keys(LineUserInput.entries) as (keyof LineUserInput)[];

/**
 * A correction of the same person: the TC number may be left out, and the stored one stays (KVKK
 * never shows it whole, so asking for it again only to fix an e-mail would be a chore).
 */
export const LineUserCorrection = v.object({
  ...LineUserInput.entries,
  identityNumber: optional('TC kimlik numarası', identityNumber),
});
export type LineUserCorrection = v.InferInput<typeof LineUserCorrection>;

/** The validate row takes any texts: its answer, not a 400, says what is wrong with each. */
const draftText = (label: string) => v.optional(v.pipe(v.string(), v.maxLength(1000), v.title(label)));
export const LineUserDraft = v.object({
  userName: draftText('Kullanıcı adı soyadı'),
  identityNumber: draftText('TC kimlik numarası'),
  email: draftText('E-posta adresi'),
  department: draftText('Departman'),
  costCenter: draftText('Masraf merkezi'),
});
export type LineUserDraft = v.InferInput<typeof LineUserDraft>;

export const FieldError = v.object({ field: v.string(), message: v.string() });
export const LineUserValidation = v.object({ valid: v.boolean(), errors: v.array(FieldError) });
export type LineUserValidation = v.InferOutput<typeof LineUserValidation>;

/** Calendar day, yyyy-MM-dd. */
const day = v.pipe(v.string(), v.isoDate());

export const LineUserChangeRequest = v.object({
  ...LineUserInput.entries,
  /** Default: the first day of next month. */
  effectiveDate: optional(
    'Geçerlilik tarihi',
    v.pipe(v.string(), v.trim(), v.isoDate(), v.title('Geçerlilik tarihi')),
  ),
});
export type LineUserChangeRequest = v.InferInput<typeof LineUserChangeRequest>;

// --- Lists --------------------------------------------------------------------------------

export const LineUserFilter = v.object({
  /** Part of a number written any way ("532 12", "0532…", "90532…") or of the user's name. */
  text: optionalText('Arama metni', { max: 100 }),
  productType: v.optional(oneOf('Ürün tipi', LINE_PRODUCT_TYPES)),
  tariffName: optionalText('Tarife', { max: 100 }),
  status: v.optional(oneOf('Hat durumu', LINE_STATUSES)),
  roaming: v.optional(flag('Yurt dışı kullanımı')),
  userName: optionalText('Kullanıcı adı', { max: 100 }),
});
export type LineUserFilter = v.InferInput<typeof LineUserFilter>;

export const LineUserSort = listSort(LINE_USER_SORT_FIELDS);
export type LineUserSort = v.InferInput<typeof LineUserSort>;

const msisdnEntry = v.pipe(v.string(), v.maxLength(40), v.title('Hat numarası'));

export const LineUserListRequest = v.object({
  offset: pageOffset(),
  limit: num('Sayfa boyutu', { min: 1, max: MAX_LINE_USER_PAGE, integer: true }),
  sort: optional('Sıralama', LineUserSort),
  filter: optional('Filtre', LineUserFilter),
  /** Resolve mode: exactly these numbers, written any way. */
  msisdns: optional('Hat numaraları', list('Hat numaraları', msisdnEntry, MAX_RESOLVE_NUMBERS)),
});
export type LineUserListRequest = v.InferInput<typeof LineUserListRequest>;

const PendingChange = v.object({
  userName: v.string(),
  email: v.string(),
  department: v.string(),
  costCenter: v.string(),
  effectiveDate: day,
});

export const LineUserProduct = v.object({
  /** The line's number; the rows' `{productId}`. */
  productId: v.string(),
  msisdn: v.string(),
  productType: v.picklist(LINE_PRODUCT_TYPES),
  tariffName: v.string(),
  status: v.picklist(LINE_STATUSES),
  roaming: v.boolean(),
  userName: v.string(),
  /** Never the whole number (KVKK). */
  maskedIdentity: v.string(),
  email: v.string(),
  department: v.string(),
  costCenter: v.string(),
  invoiceNameVisible: v.boolean(),
  pendingChange: v.nullable(PendingChange),
});
export type LineUserProduct = v.InferOutput<typeof LineUserProduct>;

export const LineUserListPage = v.object({
  /** Lines matching, over all pages. */
  total: v.number(),
  items: v.array(LineUserProduct),
  /** Resolve mode: numbers that are no line of the company (also another company's). */
  unknown: v.array(v.string()),
  /** Resolve mode: entries that are no mobile number at all, with the reason. */
  notAllowed: v.array(v.object({ msisdn: v.string(), reason: v.string() })),
});
export type LineUserListPage = v.InferOutput<typeof LineUserListPage>;

export const LineUserExportRequest = v.object({
  format: oneOf('Dosya biçimi', ['csv', 'xlsx']),
  sendMail: v.optional(flag('E-posta ile gönder')),
  filter: optional('Filtre', LineUserFilter),
  sort: optional('Sıralama', LineUserSort),
});
export type LineUserExportRequest = v.InferInput<typeof LineUserExportRequest>;

export const LineUserExportMailed = v.object({ mailed: v.literal(true), email: v.string() });
/** The file, or with the send-mail flag where it went (spec §4 export rule). */
export const LineUserExportAnswer = v.union([fileAnswer, LineUserExportMailed]);
export type LineUserExportAnswer = v.InferOutput<typeof LineUserExportAnswer>;

// --- Invoice name visibility ----------------------------------------------------------------

export const InvoiceNameVisibility = v.object({ visibleCount: v.number(), hiddenCount: v.number() });
export type InvoiceNameVisibility = v.InferOutput<typeof InvoiceNameVisibility>;

export const InvoiceNameVisibilityUpdate = v.object({
  visible: flag('Faturada kullanıcı adı görünsün'),
  msisdns: optional('Hat numaraları', list('Hat numaraları', msisdnEntry, MAX_RESOLVE_NUMBERS)),
  filter: optional('Filtre', LineUserFilter),
});
export type InvoiceNameVisibilityUpdate = v.InferInput<typeof InvoiceNameVisibilityUpdate>;
export const InvoiceNameVisibilityResult = v.object({ updated: v.number() });

// --- Product group filters ------------------------------------------------------------------

export const FilterOption = v.object({ value: v.string(), label: v.string() });
export type FilterOption = v.InferOutput<typeof FilterOption>;
export const ProductGroupFilters = v.object({
  productTypes: v.array(FilterOption),
  tariffs: v.array(FilterOption),
  statuses: v.array(FilterOption),
});
export type ProductGroupFilters = v.InferOutput<typeof ProductGroupFilters>;
