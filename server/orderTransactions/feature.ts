import { defineServerFeature } from '../feature';
import { orderTransactionHandlers } from './handlers';
import { seedOrderTransactions } from './seed';

/**
 * The line operations request history (`/line-operations-request-history`): its three rows, the
 * open demand and order counts and the history's export (the report row). Seeded after the
 * orders, whose open ones the counts add. The side menu's skeleton already has the route.
 */
export const feature = defineServerFeature({
  name: 'orderTransactions',
  seed: { after: ['orders'], run: seedOrderTransactions },
  handlers: orderTransactionHandlers,
});
