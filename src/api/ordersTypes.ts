/**
 * Payloads of the My Orders rows (allOrders, orderDetail, orderDelete). The values mirror the
 * sandbox's order store (server/orders/store.ts); the spec does not show the real ones.
 */
export type OrderType = 'NEW_LINE' | 'SIM_CARD' | 'TAKE_OVER' | 'ADDITIONAL_PACKAGE' | 'TARIFF_CHANGE';
export type OrderStatus = 'DRAFT' | 'RECEIVED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'FAILED';

export const ORDER_TYPE_VALUES: readonly OrderType[] = [
  'NEW_LINE',
  'SIM_CARD',
  'TAKE_OVER',
  'ADDITIONAL_PACKAGE',
  'TARIFF_CHANGE',
];
export const ORDER_STATUS_VALUES: readonly OrderStatus[] = [
  'DRAFT',
  'RECEIVED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'FAILED',
];

/** Query of allOrders; every field optional, page is 1-based. */
export interface OrderListQuery {
  status?: OrderStatus;
  orderType?: OrderType;
  /** Part of an order number, a title or a line's number. */
  search?: string;
  page?: number;
  pageSize?: number;
}

export interface OrderSummary {
  orderNo: string;
  orderType: OrderType;
  status: OrderStatus;
  title: string;
  /** ISO 8601 instant. */
  createdAt: string;
  createdBy: string;
  lineCount: number;
  deletable: boolean;
}

export interface OrderListPage {
  orders: OrderSummary[];
  /** Orders matching the query, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export interface OrderLine {
  msisdn: string;
  productType: 'VOICE' | 'DATA' | 'M2M';
  tariffName: string;
  simType: 'PHYSICAL' | 'ESIM';
  iccid?: string;
}

/** A label/value pair of an order's Turkish summary (details.summary). */
export interface OrderSummaryItem {
  label: string;
  value: string;
}

export interface OrderDetail extends Omit<OrderSummary, 'lineCount'> {
  /** ISO 8601 instant. */
  updatedAt: string;
  lines: OrderLine[];
  /** Feature-specific; `summary` (OrderSummaryItem[]) is what the detail page shows first. */
  details: Record<string, unknown>;
}

export interface OrderDeleteResult {
  orderNo: string;
  deleted: true;
}
