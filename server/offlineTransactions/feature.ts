import { defineServerFeature } from '../feature';
import { offlineTransactionHandlers } from './handlers';
import { offlineSchemaStatements } from './schema';
import { seedOfflineTransactions } from './seed';

/**
 * Offline transactions (issue 21): what was done for the company's lines in a shop, at the call
 * centre or by a dealer. The side menu's `invoices.offline` already points to /offline-transactions.
 */
export const feature = defineServerFeature({
  name: 'offlineTransactions',
  tables: offlineSchemaStatements,
  seed: { run: seedOfflineTransactions },
  handlers: offlineTransactionHandlers,
});
