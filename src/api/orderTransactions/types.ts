/**
 * Schemas and types of the line operations request history ("Hat İşlemleri Talep Geçmişi"): the
 * order transaction history (spec §7, queried by `documentType`), one request's detail (path
 * `orderId`, query `operationTypeId`), its GSM rows (path `orderId`), the open demand and order
 * counts, and the history's export through the report row. The spec names the fields only; the
 * values below are the sandbox's (docs/decisions.md).
 *
 * A request is one line operation asked for many lines at once (a tariff change for 12 lines);
 * its `documentType` is the request's family, its `operationTypeId` the operation within it, and
 * each GSM row says how the operation ended on that line.
 */
import * as v from 'valibot';
import {
  fileAnswer,
  flag,
  listSort,
  oneOf,
  optional,
  optionalText,
  queryInt,
  queryPageOffset,
} from '../contract/fields';
import { LEDGER_STATUS_NAMES } from '../ledger';

export const DOCUMENT_TYPES = ['LINE_STATUS', 'TARIFF', 'SIM', 'TRANSFER', 'ABROAD', 'SERVICE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  LINE_STATUS: 'Hat durumu',
  TARIFF: 'Tarife ve paket',
  SIM: 'SIM kart',
  TRANSFER: 'Numara taşıma ve devir',
  ABROAD: 'Yurt dışı',
  SERVICE: 'Hat servisleri',
};

/** Operation type ids: the tens digit is the family (1x tariff, 2x line status, ...). */
export const OPERATION_TYPES = [
  { id: 11, documentType: 'TARIFF', name: 'Tarife değişikliği' },
  { id: 12, documentType: 'TARIFF', name: 'Ek paket tanımlama' },
  { id: 13, documentType: 'TARIFF', name: 'Ek paket iptali' },
  { id: 21, documentType: 'LINE_STATUS', name: 'Hat kapatma' },
  { id: 22, documentType: 'LINE_STATUS', name: 'Hat dondurma' },
  { id: 23, documentType: 'LINE_STATUS', name: 'Dondurmayı kaldırma' },
  { id: 31, documentType: 'SIM', name: 'SIM kart değişikliği' },
  { id: 32, documentType: 'SIM', name: 'eSIM’e geçiş' },
  { id: 33, documentType: 'SIM', name: 'SIM kart eşleştirme' },
  { id: 41, documentType: 'TRANSFER', name: 'Numara taşıma' },
  { id: 42, documentType: 'TRANSFER', name: 'Hat devri' },
  { id: 51, documentType: 'ABROAD', name: 'Yurt dışı kullanımı açma' },
  { id: 52, documentType: 'ABROAD', name: 'Yurt dışı kullanımı kapatma' },
  { id: 53, documentType: 'ABROAD', name: 'Yurt dışı aramayı açma' },
  { id: 54, documentType: 'ABROAD', name: 'Yurt dışı aramayı kapatma' },
  { id: 61, documentType: 'SERVICE', name: 'Güvenli internet profili değişikliği' },
  { id: 62, documentType: 'SERVICE', name: 'Ek paket izni değişikliği' },
] as const satisfies readonly { id: number; documentType: DocumentType; name: string }[];
export type OperationTypeId = (typeof OPERATION_TYPES)[number]['id'];

export const operationOf = (id: number) => OPERATION_TYPES.find((op) => op.id === id);

export const REQUEST_STATUSES = [
  'WAITING_APPROVAL',
  'RECEIVED',
  'IN_PROGRESS',
  'COMPLETED',
  'PARTIAL',
  'FAILED',
  'CANCELLED',
  'REJECTED',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Requests still waiting for their result: what the open demand count counts. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = [
  'WAITING_APPROVAL',
  'RECEIVED',
  'IN_PROGRESS',
];

/** A request's status in the ledger's words, the same on every screen (src/api/ledger.ts). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = LEDGER_STATUS_NAMES;

/** The status filter also takes OPEN: received or in progress, the requests the count counts. */
export const STATUS_FILTERS = [...REQUEST_STATUSES, 'OPEN'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const OPEN_FILTER_LABEL = 'Sonuçlanmamış (onay bekliyor, alındı veya işlemde)';

export const CHANNELS = ['PORTAL', 'CALL_CENTER', 'DEALER'] as const;
export const CHANNEL_LABELS: Record<(typeof CHANNELS)[number], string> = {
  PORTAL: 'Kurumsal Portal',
  CALL_CENTER: 'Kurumsal çağrı merkezi',
  DEALER: 'Bayi',
};

export const GSM_RESULTS = ['DONE', 'FAILED', 'PENDING', 'CANCELLED'] as const;
export type GsmResult = (typeof GSM_RESULTS)[number];
export const GSM_RESULT_LABELS: Record<GsmResult, string> = {
  DONE: 'Yapıldı',
  FAILED: 'Yapılamadı',
  PENDING: 'Bekliyor',
  CANCELLED: 'İptal edildi',
};

export const ORDER_TRANSACTION_SORT_FIELDS = [
  'createdAt',
  'orderId',
  'operationName',
  'status',
  'createdBy',
  'lineCount',
] as const;
export type OrderTransactionSortField = (typeof ORDER_TRANSACTION_SORT_FIELDS)[number];

/** One page may ask for at most this many requests. */
export const MAX_ORDER_TRANSACTION_PAGE = 200;

const day = (label: string) =>
  v.pipe(v.string(), v.trim(), v.isoDate(`${label} geçerli bir tarih değil.`), v.title(label));

/** The list's filter; every field optional. The same fields are the list row's query. */
export const OrderTransactionFilter = v.object({
  documentType: v.optional(oneOf('Talep türü', DOCUMENT_TYPES)),
  status: v.optional(oneOf('Talep durumu', STATUS_FILTERS)),
  /** First and last day (yyyy-MM-dd, Turkey's dates) of the period the request was made in. */
  from: optional('Başlangıç tarihi', day('Başlangıç tarihi')),
  to: optional('Bitiş tarihi', day('Bitiş tarihi')),
  /** Part of a line number written any way: requests with such a line. */
  msisdn: optionalText('Hat numarası', { max: 40 }),
  /** The quick filter: part of the request number, of a line number or of the requester's name. */
  text: optionalText('Arama metni', { max: 100 }),
});
export type OrderTransactionFilter = v.InferInput<typeof OrderTransactionFilter>;

export const OrderTransactionSort = listSort(ORDER_TRANSACTION_SORT_FIELDS);
export type OrderTransactionSort = v.InferInput<typeof OrderTransactionSort>;

/** orderTransactionHistory's query: the filter's fields, the sort and the page, flat. */
export const OrderTransactionQuery = v.object({
  ...OrderTransactionFilter.entries,
  sort: v.optional(oneOf('Sıralama alanı', ORDER_TRANSACTION_SORT_FIELDS)),
  direction: v.optional(oneOf('Sıralama yönü', ['asc', 'desc'])),
  offset: v.optional(queryPageOffset()),
  limit: v.optional(queryInt('Sayfa boyutu', { min: 1, max: MAX_ORDER_TRANSACTION_PAGE })),
});
export type OrderTransactionQuery = v.InferInput<typeof OrderTransactionQuery>;

const instant = v.pipe(v.string(), v.isoTimestamp());

export const OrderTransactionSummary = v.object({
  orderId: v.string(),
  documentType: v.picklist(DOCUMENT_TYPES),
  operationTypeId: v.number(),
  /** The operation's Turkish name ("Tarife değişikliği"). */
  operationName: v.string(),
  status: v.picklist(REQUEST_STATUSES),
  createdAt: instant,
  /** When the status last changed. */
  updatedAt: instant,
  createdBy: v.string(),
  channel: v.picklist(CHANNELS),
  lineCount: v.number(),
  doneCount: v.number(),
  failedCount: v.number(),
});
export type OrderTransactionSummary = v.InferOutput<typeof OrderTransactionSummary>;

export const OrderTransactionPage = v.object({
  /** Requests matching the query, over all pages. */
  total: v.number(),
  items: v.array(OrderTransactionSummary),
});
export type OrderTransactionPage = v.InferOutput<typeof OrderTransactionPage>;

/** orderTransactionHistoryRow's query: the request's own operation type. */
export const OrderTransactionRowQuery = v.object({
  operationTypeId: queryInt('İşlem tipi', { min: 1, max: 999 }),
});
export type OrderTransactionRowQuery = v.InferInput<typeof OrderTransactionRowQuery>;

export const OrderTransactionDetail = v.object({
  ...OrderTransactionSummary.entries,
  /** Label/value pairs of what was asked ("Yeni tarife", "Kapatma nedeni"). */
  summary: v.array(v.object({ label: v.string(), value: v.string() })),
  /** When the request reached its result; absent while open. */
  completedAt: v.optional(instant),
});
export type OrderTransactionDetail = v.InferOutput<typeof OrderTransactionDetail>;

export const OrderTransactionGsm = v.object({
  msisdn: v.string(),
  userName: v.string(),
  status: v.picklist(GSM_RESULTS),
  /** What the line had before and gets ("Kurumsal Süper 10 GB"), when the operation changes a value. */
  before: v.optional(v.string()),
  after: v.optional(v.string()),
  /** Turkish sentence why the line failed or was cancelled. */
  reason: v.optional(v.string()),
  processedAt: v.optional(instant),
});
export type OrderTransactionGsm = v.InferOutput<typeof OrderTransactionGsm>;

export const OrderTransactionGsmList = v.object({
  orderId: v.string(),
  items: v.array(OrderTransactionGsm),
});
export type OrderTransactionGsmList = v.InferOutput<typeof OrderTransactionGsmList>;

export const DemandAndOrderCounts = v.object({
  /** Line operation requests received or in progress (this history's OPEN filter). */
  openDemands: v.number(),
  /** My Orders' orders received or in progress. */
  openOrders: v.number(),
});
export type DemandAndOrderCounts = v.InferOutput<typeof DemandAndOrderCounts>;

/**
 * exportReport (spec §4 export rule): the history as a file, or with `sendMail` mailed. The
 * report row is generic; this history is the one report it serves so far, named by `report`.
 */
export const OrderTransactionExportRequest = v.object({
  report: oneOf('Rapor', ['ORDER_TRANSACTIONS']),
  format: oneOf('Dosya biçimi', ['csv', 'xlsx']),
  sendMail: v.optional(flag('E-posta ile gönder')),
  filter: optional('Filtre', OrderTransactionFilter),
  sort: optional('Sıralama', OrderTransactionSort),
});
export type OrderTransactionExportRequest = v.InferInput<typeof OrderTransactionExportRequest>;
export const ReportExportMailed = v.object({ mailed: v.literal(true), email: v.string() });
export const OrderTransactionExportAnswer = v.union([fileAnswer, ReportExportMailed]);
export type OrderTransactionExportAnswer = v.InferOutput<typeof OrderTransactionExportAnswer>;
