import { defineServerFeature } from '../feature';
import { ordersHandlers } from './handlers';
import { seedOrders } from './seed';

/** My orders: the ledger's orders (server/db/ledger/orders.ts), its demo orders and its three rows. */
export const feature = defineServerFeature({
  name: 'orders',
  seed: { run: seedOrders },
  handlers: ordersHandlers,
  menu: [{ id: 'orders', title: 'Siparişlerim', url: '/my-orders', parent: 'ordering', after: null }],
});
