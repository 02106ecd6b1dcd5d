/**
 * Offline transactions (spec §7 offline transaction results, table template, details,
 * announcement): what the company's lines went through outside the portal (in a shop, at the
 * call centre, by the dealer). The server's table template says which columns a result row has
 * and how each is shown, so a new column needs no portal release.
 */
import * as v from 'valibot';
import { fileAnswer, flag, num, oneOf, optional, optionalText, pageOffset, text } from '../contract/fields';

/** How a template column's value is shown: the portal formats each kind its own way. */
export const COLUMN_TYPES = ['text', 'date', 'money', 'msisdn', 'status'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const OFFLINE_STATUSES = ['COMPLETED', 'IN_PROGRESS', 'FAILED', 'CANCELLED'] as const;
export type OfflineStatus = (typeof OFFLINE_STATUSES)[number];

export const OFFLINE_TYPES = [
  'TARIFF_CHANGE',
  'SIM_CHANGE',
  'LINE_TRANSFER',
  'NUMBER_PORTING',
  'PACKAGE_ADD',
  'LINE_SUSPEND',
  'INVOICE_OBJECTION',
] as const;
export type OfflineType = (typeof OFFLINE_TYPES)[number];

export const MAX_OFFLINE_PAGE = 200;
const QUERY_ID = /^OT\d{8}$/;

export const OfflineFilter = v.object({
  period: optional(
    'Dönem',
    text('Dönem', {
      max: 7,
      pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
      patternMessage: 'Dönem YYYY-AA biçiminde olmalıdır.',
    }),
  ),
  type: optional('İşlem türü', oneOf('İşlem türü', OFFLINE_TYPES)),
  msisdn: optionalText('Hat numarası', {
    max: 10,
    pattern: /^\d+$/,
    patternMessage: 'Hat numarası yalnızca rakam içermelidir.',
  }),
  status: optional('Durum', oneOf('Durum', OFFLINE_STATUSES)),
  /** The quick filter: a query number, a line or words of the description. */
  text: optionalText('Arama metni', { max: 100 }),
});
export type OfflineFilter = v.InferInput<typeof OfflineFilter>;

export const OfflineResultsRequest = v.object({
  ...OfflineFilter.entries,
  offset: pageOffset(),
  limit: num('Sayfa boyutu', { min: 1, max: MAX_OFFLINE_PAGE, integer: true }),
  /** The whole filtered list as a file, or mailed (spec §4 export rule): the row reads blobs. */
  export: optional(
    'Dışa aktarım',
    v.object({
      format: oneOf('Dosya biçimi', ['csv', 'xlsx']),
      sendMail: v.optional(flag('E-posta ile gönder')),
    }),
  ),
});
export type OfflineResultsRequest = v.InferInput<typeof OfflineResultsRequest>;

/** A cell: text, a number (money) or nothing; dates are ISO texts. */
export const CellValue = v.union([v.string(), v.number(), v.null()]);
export type CellValue = v.InferOutput<typeof CellValue>;

export const OfflineRow = v.object({
  queryId: v.string(),
  /** The row's values by template column name. */
  values: v.record(v.string(), CellValue),
});
export type OfflineRow = v.InferOutput<typeof OfflineRow>;

export const OfflinePage = v.object({
  items: v.array(OfflineRow),
  totalCount: v.number(),
});
export type OfflinePage = v.InferOutput<typeof OfflinePage>;

export const OfflineMailed = v.object({ mailed: v.literal(true), email: v.string() });
export const OfflineResultsAnswer = v.union([OfflinePage, fileAnswer, OfflineMailed]);
export type OfflineResultsAnswer = v.InferOutput<typeof OfflineResultsAnswer>;

export const TemplateColumn = v.object({
  name: v.string(),
  title: v.string(),
  type: v.picklist(COLUMN_TYPES),
});
export type TemplateColumn = v.InferOutput<typeof TemplateColumn>;

const Choice = v.object({ code: v.string(), label: v.string() });
export type Choice = v.InferOutput<typeof Choice>;

export const TableTemplate = v.object({
  columns: v.array(TemplateColumn),
  /** The filter's choices with their Turkish names; a status cell shows its label. */
  types: v.array(Choice),
  statuses: v.array(Choice),
  /** The months that have results, newest first ('YYYY-MM'). */
  periods: v.array(v.string()),
});
export type TableTemplate = v.InferOutput<typeof TableTemplate>;

export const EmptyRequest = v.object({});

export const OfflineDetailRequest = v.object({
  queryId: text('Sorgu numarası', {
    max: 10,
    pattern: QUERY_ID,
    patternMessage: 'Sorgu numarası OT ile başlayan 10 karakter olmalıdır.',
  }),
});
export type OfflineDetailRequest = v.InferInput<typeof OfflineDetailRequest>;

export const OfflineDetail = v.object({
  queryId: v.string(),
  /** Every template column with this transaction's value, in the template's order. */
  fields: v.array(v.object({ ...TemplateColumn.entries, value: CellValue })),
  /** The status names, as the template serves them for the list. */
  statuses: v.array(Choice),
  /** What happened, oldest first. */
  steps: v.array(v.object({ at: v.string(), description: v.string() })),
});
export type OfflineDetail = v.InferOutput<typeof OfflineDetail>;

export const OfflineAnnouncement = v.object({
  announcement: v.nullable(v.object({ title: v.string(), text: v.string() })),
});
export type OfflineAnnouncement = v.InferOutput<typeof OfflineAnnouncement>;
