import { feature } from './define';

const { get, del } = feature('orders');

/**
 * My orders and the offline order-transaction history (spec §3 offline-request lookup:
 * documentType as query on the list, operationTypeId as query on a row).
 */
export const ordersEndpoints = [
  get('allOrders', '/dc_ccsi/v1/orders'),
  get('orderDetail', '/dc_ccsi/v1/orders/{orderNo}'),
  del('orderDelete', '/dc_ccsi/v1/orders/{orderNo}'),
  // Feeds badges; the screen shows no count rather than an error.
  get('demandAndOrderCounts', '/dc_ccsi/v1/orders/counts', { errorMode: 'ignore' }),
  get('orderTransactionHistory', '/dc_ccsi/v1/order-transactions'),
  get('orderTransactionHistoryRow', '/dc_ccsi/v1/order-transactions/{orderId}'),
  get('orderTransactionGsmRow', '/dc_ccsi/v1/order-transactions/{orderId}/gsm'),
] as const;
