import { feature } from '../contract/define';
import { OrderDeleteResult, OrderDetail, OrderListPage, OrderListQuery } from '../ordersTypes';

const { get, del, rows } = feature('orders');

/**
 * My orders and the offline order-transaction history (spec §3 offline-request lookup:
 * documentType as query on the list, operationTypeId as query on a row).
 */
export const ordersRows = rows({
  allOrders: get('/dc_ccsi/v1/orders', { query: OrderListQuery, response: OrderListPage }),
  // The page shows a missing or failed order in place, with its retry: one message, no toast.
  orderDetail: get('/dc_ccsi/v1/orders/{orderNo}', { response: OrderDetail }, { errorMode: 'inline' }),
  orderDelete: del('/dc_ccsi/v1/orders/{orderNo}', { response: OrderDeleteResult }),
  // Feeds badges; the screen shows no count rather than an error.
  demandAndOrderCounts: get('/dc_ccsi/v1/orders/counts', {}, { errorMode: 'ignore' }),
  orderTransactionHistory: get('/dc_ccsi/v1/order-transactions'),
  orderTransactionHistoryRow: get('/dc_ccsi/v1/order-transactions/{orderId}'),
  orderTransactionGsmRow: get('/dc_ccsi/v1/order-transactions/{orderId}/gsm'),
});

type Rows = typeof ordersRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
