/**
 * Spend analysis (issue 40, /harcama-analizi): the company's spend over the last sixteen periods
 * split three ways, each line's twelve-month usage and charge, and the alerts that point at lines.
 * Amounts are the invoices' line charges before taxes, in kuruş.
 */
import * as v from 'valibot';
import {
  fileAnswer,
  flag,
  listSort,
  num,
  oneOf,
  optional,
  optionalText,
  pageOffset,
} from '../contract/fields';

export const SPEND_SPLITS = ['PRODUCT_TYPE', 'ACCOUNT', 'COST_CENTER'] as const;
export type SpendSplit = (typeof SPEND_SPLITS)[number];

/** The tables the page shows, each exportable. */
export const SPEND_TABLES = ['SUMMARY', 'LINES', 'ALERTS'] as const;
export type SpendTable = (typeof SPEND_TABLES)[number];

export const SPEND_ALERT_IDS = ['CHARGE_JUMP', 'IDLE_LINE', 'PACKAGE_ENDING', 'ROAMING_CHARGE'] as const;
export type SpendAlertId = (typeof SPEND_ALERT_IDS)[number];

const split = oneOf('Dağılım', SPEND_SPLITS);

export const SpendSummaryRequest = v.object({ split });
export type SpendSummaryRequest = v.InferInput<typeof SpendSummaryRequest>;

export const SpendGroup = v.object({
  key: v.string(),
  label: v.string(),
  /** One amount per period, in the answer's period order. */
  amountsKurus: v.array(v.number()),
  totalKurus: v.number(),
});
export type SpendGroup = v.InferOutput<typeof SpendGroup>;

export const SpendSummary = v.object({
  split: v.picklist(SPEND_SPLITS),
  /** Oldest first ('YYYY-MM'). */
  periods: v.array(v.string()),
  groups: v.array(SpendGroup),
  /** The company's total per period: each equals its invoices' charges before taxes. */
  totalsKurus: v.array(v.number()),
});
export type SpendSummary = v.InferOutput<typeof SpendSummary>;

export const EmptyRequest = v.object({});

export const SpendLine = v.object({
  msisdn: v.string(),
  userName: v.string(),
  productType: v.string(),
  accountName: v.string(),
  costCenter: v.string(),
  voiceMinutes: v.number(),
  smsCount: v.number(),
  dataMb: v.number(),
  chargeKurus: v.number(),
});
export type SpendLine = v.InferOutput<typeof SpendLine>;

/** The lines' figures the server sorts by: every column of the table. */
export const SPEND_LINE_SORT_FIELDS = [
  'msisdn',
  'userName',
  'productType',
  'accountName',
  'costCenter',
  'voiceMinutes',
  'smsCount',
  'dataMb',
  'chargeKurus',
] as const;
export type SpendLineSortField = (typeof SPEND_LINE_SORT_FIELDS)[number];

/** One page may ask for at most this many lines. */
export const MAX_SPEND_LINE_PAGE = 500;

export const SpendLineFilter = v.object({
  /** Part of a number written any way ("532 12", "0532…"), of the user's name or of the cost centre. */
  text: optionalText('Arama metni', { max: 100 }),
});
export type SpendLineFilter = v.InferInput<typeof SpendLineFilter>;

export const SpendLineSort = listSort(SPEND_LINE_SORT_FIELDS);
export type SpendLineSort = v.InferInput<typeof SpendLineSort>;

/** A page of the lines; without a sort, dearest first. */
export const SpendLinesRequest = v.object({
  offset: pageOffset(),
  limit: num('Sayfa boyutu', { min: 1, max: MAX_SPEND_LINE_PAGE, integer: true }),
  sort: optional('Sıralama', SpendLineSort),
  filter: optional('Filtre', SpendLineFilter),
});
export type SpendLinesRequest = v.InferInput<typeof SpendLinesRequest>;

export const SpendLines = v.object({
  /** The twelve periods the usage and charge add up, oldest first. */
  periods: v.array(v.string()),
  /** The page asked for. */
  items: v.array(SpendLine),
  /** How many lines match the filter in all. */
  total: v.number(),
});
export type SpendLines = v.InferOutput<typeof SpendLines>;

export const SpendAlertLine = v.object({
  msisdn: v.string(),
  userName: v.string(),
  amountKurus: v.nullable(v.number()),
  averageKurus: v.nullable(v.number()),
  endsOn: v.nullable(v.string()),
});
export type SpendAlertLine = v.InferOutput<typeof SpendAlertLine>;

export const SpendAlert = v.object({
  id: v.picklist(SPEND_ALERT_IDS),
  title: v.string(),
  /** The rule in one Turkish sentence, with its thresholds. */
  statement: v.string(),
  lines: v.array(SpendAlertLine),
});
export type SpendAlert = v.InferOutput<typeof SpendAlert>;

export const SpendAlerts = v.object({
  /** "This period" of the rules: the newest invoiced period. */
  period: v.string(),
  alerts: v.array(SpendAlert),
});
export type SpendAlerts = v.InferOutput<typeof SpendAlerts>;

export const SpendExportRequest = v.object({
  table: oneOf('Tablo', SPEND_TABLES),
  split,
  format: oneOf('Dosya biçimi', ['csv', 'xlsx']),
  /** Mail the file instead of answering it (spec §4 export rule). */
  sendMail: v.optional(flag('E-posta ile gönder')),
});
export type SpendExportRequest = v.InferInput<typeof SpendExportRequest>;

export const SpendMailed = v.object({ mailed: v.literal(true), email: v.string() });
export const SpendExportAnswer = v.union([fileAnswer, SpendMailed]);
