/**
 * Schemas and types of the My Orders rows (allOrders, orderDetail, orderDelete). The values
 * mirror the sandbox's order store (server/db/ledger/orders.ts); the spec does not show the real ones.
 */
import * as v from 'valibot';
import { oneOf, optionalText, queryInt } from '../contract/fields';

export const ORDER_TYPE_VALUES = [
  'NEW_LINE',
  'SIM_CARD',
  'TAKE_OVER',
  'ADDITIONAL_PACKAGE',
  'TARIFF_CHANGE',
] as const;
export const ORDER_STATUS_VALUES = [
  'DRAFT',
  'RECEIVED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'FAILED',
] as const;
export type OrderType = (typeof ORDER_TYPE_VALUES)[number];
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

/** Ten rows fit a laptop; fifty is the most one page may ask for. */
export const MAX_ORDER_PAGE_SIZE = 50;

/** Query of allOrders; every field optional, page is 1-based. */
export const OrderListQuery = v.object({
  status: v.optional(oneOf('Sipariş durumu', ORDER_STATUS_VALUES)),
  orderType: v.optional(oneOf('Sipariş türü', ORDER_TYPE_VALUES)),
  /** Part of an order number, a title or a line's number. */
  search: optionalText('Arama metni', { max: 50 }),
  page: v.optional(queryInt('Sayfa', { min: 1, max: 10_000 })),
  pageSize: v.optional(queryInt('Sayfa boyutu', { min: 1, max: MAX_ORDER_PAGE_SIZE })),
});
export type OrderListQuery = v.InferInput<typeof OrderListQuery>;

const orderType = v.picklist(ORDER_TYPE_VALUES);
const orderStatus = v.picklist(ORDER_STATUS_VALUES);
/** ISO 8601 instant. */
const instant = v.pipe(v.string(), v.isoTimestamp());

export const OrderSummary = v.object({
  orderNo: v.string(),
  orderType,
  status: orderStatus,
  /** The order's status in its own feature's words (a take-over's "Onay bekliyor"), when finer. */
  statusName: v.optional(v.string()),
  title: v.string(),
  createdAt: instant,
  createdBy: v.string(),
  lineCount: v.number(),
  deletable: v.boolean(),
});
export type OrderSummary = v.InferOutput<typeof OrderSummary>;

export const OrderListPage = v.object({
  orders: v.array(OrderSummary),
  /** Orders matching the query, over all pages. */
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type OrderListPage = v.InferOutput<typeof OrderListPage>;

export const OrderLine = v.object({
  msisdn: v.string(),
  productType: v.picklist(['VOICE', 'DATA', 'M2M']),
  tariffName: v.string(),
  simType: v.picklist(['PHYSICAL', 'ESIM']),
  iccid: v.optional(v.string()),
});
export type OrderLine = v.InferOutput<typeof OrderLine>;

/** A label/value pair of an order's Turkish summary (details.summary). */
export const OrderSummaryItem = v.object({ label: v.string(), value: v.string() });
export type OrderSummaryItem = v.InferOutput<typeof OrderSummaryItem>;

export const OrderDetail = v.object({
  ...v.omit(OrderSummary, ['lineCount']).entries,
  updatedAt: instant,
  lines: v.array(OrderLine),
  /** Feature-specific; `summary` (OrderSummaryItem[]) is what the detail page shows first. */
  details: v.record(v.string(), v.unknown()),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;

export const OrderDeleteResult = v.object({ orderNo: v.string(), deleted: v.literal(true) });
export type OrderDeleteResult = v.InferOutput<typeof OrderDeleteResult>;
