import { feature } from '../contract/define';
import {
  DemandAndOrderCounts,
  OrderTransactionDetail,
  OrderTransactionGsmList,
  OrderTransactionPage,
  OrderTransactionQuery,
  OrderTransactionRowQuery,
} from '../orderTransactions/types';
import { OrderDeleteResult, OrderDetail, OrderListPage, OrderListQuery } from './types';

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
  // Only helps: no notification on failure; the history page says in one line that the figures are missing.
  demandAndOrderCounts: get(
    '/dc_ccsi/v1/orders/counts',
    { response: DemandAndOrderCounts },
    { errorMode: 'ignore' },
  ),
  // The line operations request history (server/orderTransactions serves these three).
  orderTransactionHistory: get('/dc_ccsi/v1/order-transactions', {
    query: OrderTransactionQuery,
    response: OrderTransactionPage,
  }),
  // The detail dialog shows a missing request in place, with its retry.
  orderTransactionHistoryRow: get(
    '/dc_ccsi/v1/order-transactions/{orderId}',
    { query: OrderTransactionRowQuery, response: OrderTransactionDetail },
    { errorMode: 'inline' },
  ),
  orderTransactionGsmRow: get(
    '/dc_ccsi/v1/order-transactions/{orderId}/gsm',
    { response: OrderTransactionGsmList },
    { errorMode: 'inline' },
  ),
});

type Rows = typeof ordersRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
