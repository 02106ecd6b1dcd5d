import { callEndpoint } from '../../actors/http';
import type { OrderDetail } from '../../api/orders/types';
import { createRequestMachine } from '../shared/requestMachine';

/** /my-orders/{orderNo}: one order with its lines, refreshable (its status moves on its own). */
export const orderDetailMachine = createRequestMachine<OrderDetail, { orderNo: string }>(
  'orderDetail',
  ({ orderNo }, signal) => callEndpoint('orderDetail', { params: { orderNo } }, signal),
);
