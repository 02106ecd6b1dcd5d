/**
 * Schemas and types of tariff change (spec §3 "tariff", §7 its rows, `/tariff-package/*`).
 *
 * The catalogue (product list) says which product types each tariff fits; the can-do list checks
 * moves (a line to a tariff) and answers each with its monthly price difference or the Turkish
 * reason it cannot happen; the GSM table lists the company's lines with their tariff. One line
 * changes with tariffChange, confirmed by an OTP whose reference is `<msisdn>><tariffId>`; many
 * lines change through tariffBulkChange, which starts a job the progress bar reports.
 */
import * as v from 'valibot';
import { companyLineEntries, lineFilterEntries, linePage, msisdnEntry } from '../companyLineSchemas';
import {
  flag,
  list,
  listSort,
  num,
  oneOf,
  optional,
  optionalText,
  pageOffset,
  queryInt,
  queryPageOffset,
  text,
} from '../contract/fields';
import { LINE_PRODUCT_TYPES } from '../lineUser/types';

/** The OTP purpose (server/otp.ts OTP_PURPOSES) that confirms a tariff change, single or bulk. */
export const TARIFF_OTP_PURPOSE = 'TARIFF_CHANGE';
/** The OTP reference of one line's change: the move itself, so a code confirms exactly it. */
export const singleChangeReference = (msisdn: string, tariffId: string) => `${msisdn}>${tariffId}`;

export const MAX_TARIFF_PAGE = 500;
/** One bulk change (or one can-do check) names at most this many lines. */
export const MAX_TARIFF_BULK = 5000;
export const MAX_TARIFF_HISTORY_PAGE = 2000;
/** Lines a bulk job settles per second (server/tariff/jobs.ts). */
export const BULK_LINES_PER_SECOND = 20;

export const COMMITMENT_MONTHS = [24, 12, 0] as const;
export const USAGE_SCREENS = ['LINE_DETAIL', 'CHANGE_SUMMARY'] as const;
export type UsageScreen = (typeof USAGE_SCREENS)[number];

export const TARIFF_SORT_FIELDS = [
  'msisdn',
  'userName',
  'tariffName',
  'productType',
  'status',
  'monthlyFee',
] as const;

const productType = v.picklist(LINE_PRODUCT_TYPES);
const tariffId = text('Tarife', { max: 40 });
const msisdn = text('Hat numarası', { max: 40 });
const isoDay = (label: string) =>
  optionalText(label, {
    max: 10,
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    patternMessage: `${label} YYYY-AA-GG biçiminde olmalıdır.`,
  });

/** A company line in the GSM table, with its tariff. */
export const TariffLine = v.object({
  ...companyLineEntries,
  tariffId: v.nullable(v.string()),
  /** The current tariff's monthly fee, Turkish lira. */
  monthlyFee: v.number(),
});
export type TariffLine = v.InferOutput<typeof TariffLine>;

// --- the catalogue --------------------------------------------------------------------------------

export const Tariff = v.object({
  tariffId: v.string(),
  name: v.string(),
  /** The monthly fee with a 24-month commitment, Turkish lira, taxes included. */
  monthlyFee: v.number(),
  /** null: unlimited. */
  minutes: v.nullable(v.number()),
  sms: v.number(),
  /** Megabytes (10 GB is 10240). */
  dataMb: v.number(),
  commitmentMonths: v.number(),
  productTypes: v.array(productType),
  summary: v.string(),
  /** A choice (spec §5 pre-order selection) must be made before ordering it. */
  preOrder: v.boolean(),
});
export type Tariff = v.InferOutput<typeof Tariff>;

/** With a number: the tariffs that line may move to, each with why not and what it costs more. */
export const TariffProductListRequest = v.object({
  msisdn: optionalText('Hat numarası', { max: 40 }),
  productType: v.optional(oneOf('Ürün tipi', LINE_PRODUCT_TYPES)),
});
export type TariffProductListRequest = v.InferInput<typeof TariffProductListRequest>;

export const TariffOffer = v.object({
  ...Tariff.entries,
  /** Only with a number: whether the line may move here, and if not, why (Turkish). */
  allowed: v.boolean(),
  reason: v.nullable(v.string()),
  /** Only with a number: the new fee minus the line's current one, Turkish lira. */
  priceDifference: v.number(),
  current: v.boolean(),
});
export type TariffOffer = v.InferOutput<typeof TariffOffer>;

export const TariffProductList = v.object({
  /** With a number: the line, as the GSM table shows it. */
  line: v.nullable(TariffLine),
  tariffs: v.array(TariffOffer),
});
export type TariffProductList = v.InferOutput<typeof TariffProductList>;

// --- the can-do list --------------------------------------------------------------------------------

/** One move as asked: the tariff by id or by name as a spreadsheet writes it. */
export const TariffMove = v.object({ msisdn: msisdnEntry, tariff: text('Hedef tarife', { max: 100 }) });
export type TariffMove = v.InferInput<typeof TariffMove>;

export const TariffCanDoRequest = v.object({
  items: v.pipe(
    list('Değişiklikler', TariffMove, MAX_TARIFF_BULK),
    v.minLength(1, 'En az bir hat seçmelisiniz.'),
  ),
});
export type TariffCanDoRequest = v.InferInput<typeof TariffCanDoRequest>;

export const MoveCheck = v.object({
  /** As asked; the 10-digit number when it reads as one. */
  msisdn: v.string(),
  fromTariff: v.string(),
  /** The tariff's name when found, else as asked. */
  toTariff: v.string(),
  tariffId: v.nullable(v.string()),
  allowed: v.boolean(),
  reason: v.nullable(v.string()),
  priceDifference: v.number(),
});
export type MoveCheck = v.InferOutput<typeof MoveCheck>;

export const TariffCanDo = v.object({
  items: v.array(MoveCheck),
  allowedCount: v.number(),
  /** The monthly difference over the allowed moves, Turkish lira. */
  totalDifference: v.number(),
});
export type TariffCanDo = v.InferOutput<typeof TariffCanDo>;

// --- the GSM table ----------------------------------------------------------------------------------

/** The common line filter; the filter bar's on/off choice is roaming, as on the other line lists. */
export const TariffFilter = v.object({
  ...lineFilterEntries,
  roaming: v.optional(flag('Yurt dışı kullanımı')),
});
export type TariffFilter = v.InferInput<typeof TariffFilter>;

export const TariffSort = listSort(TARIFF_SORT_FIELDS);
export type TariffSort = v.InferInput<typeof TariffSort>;

export const TariffGsmTableRequest = v.object({
  offset: pageOffset(),
  limit: num('Sayfa boyutu', { min: 1, max: MAX_TARIFF_PAGE, integer: true }),
  sort: optional('Sıralama', TariffSort),
  filter: optional('Filtre', TariffFilter),
  msisdns: optional('Hat numaraları', list('Hat numaraları', msisdnEntry, 100_000)),
});
export type TariffGsmTableRequest = v.InferInput<typeof TariffGsmTableRequest>;

export const TariffLinesPage = linePage(TariffLine);
export type TariffLinesPage = v.InferOutput<typeof TariffLinesPage>;

// --- options, pre-order selection, help ------------------------------------------------------------------

export const TariffOptionsRequest = v.object({ tariffId });
export const CommitmentOption = v.object({
  months: v.number(),
  label: v.string(),
  monthlyFee: v.number(),
});
export type CommitmentOption = v.InferOutput<typeof CommitmentOption>;
export const TariffOptions = v.object({ tariffId: v.string(), commitments: v.array(CommitmentOption) });
export type TariffOptions = v.InferOutput<typeof TariffOptions>;

/** Spec §5: `offerName` is the tariff; `multiCheck` asks whether more than one may be chosen. */
export const PreOrderQuery = v.object({
  offerName: text('Teklif adı', { max: 100 }),
  multiCheck: optional('Çoklu seçim', oneOf('Çoklu seçim', ['true', 'false'])),
});
export const PreOrderChoice = v.object({ code: v.string(), label: v.string(), description: v.string() });
export type PreOrderChoice = v.InferOutput<typeof PreOrderChoice>;
export const PreOrderSelection = v.object({
  offerName: v.string(),
  /** false: the tariff asks for nothing. */
  required: v.boolean(),
  multiple: v.boolean(),
  maxChoices: v.number(),
  choices: v.array(PreOrderChoice),
});
export type PreOrderSelection = v.InferOutput<typeof PreOrderSelection>;

export const TariffHelpQuery = v.object({ tariffId });
export const TariffFaq = v.object({
  tariffId: v.string(),
  items: v.array(v.object({ question: v.string(), answer: v.string() })),
});
export type TariffFaq = v.InferOutput<typeof TariffFaq>;
export const TariffMoreInfo = v.object({
  tariffId: v.string(),
  title: v.string(),
  paragraphs: v.array(v.string()),
  conditions: v.array(v.string()),
});
export type TariffMoreInfo = v.InferOutput<typeof TariffMoreInfo>;

// --- remaining usage -----------------------------------------------------------------------------------

export const UsageQuery = v.object({ screenName: oneOf('Ekran adı', USAGE_SCREENS) });
export const UsageBucket = v.object({
  kind: v.picklist(['VOICE', 'SMS', 'DATA']),
  label: v.string(),
  unit: v.string(),
  /** null: unlimited. */
  total: v.nullable(v.number()),
  used: v.number(),
  remaining: v.nullable(v.number()),
});
export type UsageBucket = v.InferOutput<typeof UsageBucket>;
export const RemainingUsage = v.object({
  productId: v.string(),
  tariffName: v.string(),
  /** The period's first and last day (yyyy-MM-dd); the allowances renew the day after. */
  periodStart: v.string(),
  periodEnd: v.string(),
  buckets: v.array(UsageBucket),
});
export type RemainingUsage = v.InferOutput<typeof RemainingUsage>;

// --- change ----------------------------------------------------------------------------------------------

export const TariffChangeRequest = v.object({
  msisdn,
  tariffId,
  commitmentMonths: v.pipe(
    v.picklist(COMMITMENT_MONTHS, 'Taahhüt süresi 24, 12 ya da 0 ay olmalıdır.'),
    v.title('Taahhüt süresi'),
  ),
  selections: list('Seçimler', text('Seçim', { max: 40 }), 10),
  transactionId: text('Doğrulama işlemi', { max: 64 }),
});
export type TariffChangeRequest = v.InferInput<typeof TariffChangeRequest>;

export const TariffChangeRecord = v.object({
  changeId: v.string(),
  msisdn: v.string(),
  fromTariff: v.string(),
  toTariff: v.string(),
  monthlyDifference: v.number(),
  commitmentMonths: v.number(),
  changedAt: v.string(),
  changedBy: v.string(),
  /** SINGLE or BULK (with its job). */
  channel: v.picklist(['SINGLE', 'BULK']),
  jobId: v.nullable(v.string()),
  /** The change's number in the operations ledger (My Orders, the request history); none for the seeded past. */
  orderNo: v.nullable(v.string()),
});
export type TariffChangeRecord = v.InferOutput<typeof TariffChangeRecord>;

export const TariffChangeAnswer = v.object({
  ...TariffChangeRecord.entries,
  /** Spec §7: the side menu shows the line's tariff, so it is read again. */
  menuRefresh: v.boolean(),
});
export type TariffChangeAnswer = v.InferOutput<typeof TariffChangeAnswer>;

export const TariffBulkChangeRequest = v.object({
  /** Made by the portal; the OTP's reference, and the same request twice starts one job. */
  requestId: text('İstek numarası', { max: 64 }),
  items: v.pipe(
    list('Değişiklikler', TariffMove, MAX_TARIFF_BULK),
    v.minLength(1, 'En az bir hat seçmelisiniz.'),
  ),
  transactionId: text('Doğrulama işlemi', { max: 64 }),
});
export type TariffBulkChangeRequest = v.InferInput<typeof TariffBulkChangeRequest>;

export const JOB_STATUSES = ['RUNNING', 'DONE'] as const;
export const JOB_LINE_STATUSES = ['PENDING', 'CHANGED', 'REFUSED'] as const;

export const TariffJobSummary = v.object({
  jobId: v.string(),
  status: v.picklist(JOB_STATUSES),
  createdAt: v.string(),
  createdBy: v.string(),
  total: v.number(),
  changed: v.number(),
  refused: v.number(),
  /** The bulk change's one number in the operations ledger (My Orders, the request history). */
  orderNo: v.string(),
});
export type TariffJobSummary = v.InferOutput<typeof TariffJobSummary>;

export const TariffJobLine = v.object({
  position: v.number(),
  msisdn: v.string(),
  tariff: v.string(),
  status: v.picklist(JOB_LINE_STATUSES),
  reason: v.nullable(v.string()),
});
export type TariffJobLine = v.InferOutput<typeof TariffJobLine>;

export const TariffJob = v.object({ ...TariffJobSummary.entries, lines: v.array(TariffJobLine) });
export type TariffJob = v.InferOutput<typeof TariffJob>;

/** Without a job id: the company's jobs (newest first); with one: that job and each line's result. */
export const TariffProgressRequest = v.object({ jobId: optionalText('İş numarası', { max: 64 }) });
export type TariffProgressRequest = v.InferInput<typeof TariffProgressRequest>;
export const TariffProgress = v.object({
  jobs: v.array(TariffJobSummary),
  job: v.nullable(TariffJob),
});
export type TariffProgress = v.InferOutput<typeof TariffProgress>;

// --- history ----------------------------------------------------------------------------------------------

export const TariffHistoryQuery = v.object({
  /** Part of a number; the line's page sends the whole number. */
  msisdn: optionalText('Hat numarası', { max: 40 }),
  tariffName: optionalText('Tarife', { max: 100 }),
  from: isoDay('Başlangıç tarihi'),
  to: isoDay('Bitiş tarihi'),
  offset: v.optional(queryPageOffset()),
  limit: v.optional(queryInt('Sayfa boyutu', { min: 1, max: MAX_TARIFF_HISTORY_PAGE })),
});
export type TariffHistoryQuery = v.InferInput<typeof TariffHistoryQuery>;
export const TariffHistory = v.object({ total: v.number(), items: v.array(TariffChangeRecord) });
export type TariffHistory = v.InferOutput<typeof TariffHistory>;

// --- mars send -----------------------------------------------------------------------------------------------

/** Mars: the operator's sales system; a send asks the account manager for an offer on a tariff. */
export const MarsSendRequest = v.object({
  tariffId,
  msisdns: list('Hat numaraları', msisdnEntry, MAX_TARIFF_BULK),
  note: optionalText('Not', { max: 500 }),
});
export type MarsSendRequest = v.InferInput<typeof MarsSendRequest>;
export const MarsSendAnswer = v.object({ referenceNo: v.string(), message: v.string() });
export type MarsSendAnswer = v.InferOutput<typeof MarsSendAnswer>;
