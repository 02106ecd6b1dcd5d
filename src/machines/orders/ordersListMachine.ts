import { assign, setup } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { OrderListPage } from '../../api/orders/types';
import { createRequestMachine } from '../shared/requestMachine';
import { DEFAULT_ORDER_QUERY, type OrderFilters, type OrderQuery, withFilters, withPage } from './orderQuery';

/** One page of the company's orders for one query: load, show, refresh, retry. */
export const ordersListRequestMachine = createRequestMachine<OrderListPage, OrderQuery>(
  'ordersListRequest',
  (query, signal) => callEndpoint('allOrders', { query: { ...query } }, signal),
);

export type OrdersListEvent =
  | { type: 'user.filter'; filters: OrderFilters }
  | { type: 'user.page'; page: number };

/**
 * /my-orders: holds the query (filters and page) and runs one request per query. A new query
 * restarts the request even while one is loading (its call is aborted), so a person changing a
 * filter quickly never has the change ignored.
 */
export const ordersListMachine = setup({
  types: {
    context: {} as { query: OrderQuery },
    events: {} as OrdersListEvent,
    input: {} as { query?: OrderQuery },
  },
  actors: { request: ordersListRequestMachine },
}).createMachine({
  id: 'ordersList',
  context: ({ input }) => ({ query: input.query ?? DEFAULT_ORDER_QUERY }),
  initial: 'showing',
  states: {
    showing: {
      // The child never finishes nor fails: its own failed state holds the error and the retry.
      invoke: { id: 'request', src: 'request', input: ({ context }) => context.query },
      on: {
        'user.filter': {
          target: 'showing',
          reenter: true,
          actions: assign({ query: ({ context, event }) => withFilters(context.query, event.filters) }),
        },
        'user.page': {
          target: 'showing',
          reenter: true,
          actions: assign({ query: ({ context, event }) => withPage(context.query, event.page) }),
        },
      },
    },
  },
});
