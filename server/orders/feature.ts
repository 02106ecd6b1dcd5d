import { defineServerFeature } from '../feature';
import { ordersHandlers } from './handlers';
import { orderSchemaStatements } from './schema';
import { seedOrders } from './seed';

/** My orders: the one order store every feature writes to, its demo orders and its three rows. */
export const feature = defineServerFeature({
  name: 'orders',
  tables: orderSchemaStatements,
  seed: { run: seedOrders },
  handlers: ordersHandlers,
  menu: [{ id: 'orders', title: 'Siparişlerim', url: '/my-orders', after: 'contracts' }],
});
