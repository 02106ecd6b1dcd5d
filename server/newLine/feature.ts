import { defineServerFeature } from '../feature';
import { newLineHandlers } from './handlers';
import { newLineSchemaStatements } from './schema';
import { seedNewLine } from './seed';

/**
 * The new-line wizard's sandbox: the number pool with its reservations, each company's SIM
 * stock and customer status, and the sixteen new-line rows. Its orders go to the shared order
 * store (server/db/ledger/orders.ts); its seed reads only the core's companies and lines.
 */
export const feature = defineServerFeature({
  name: 'newLine',
  tables: newLineSchemaStatements,
  seed: { run: seedNewLine },
  handlers: newLineHandlers,
  menu: [
    { id: 'new-line', title: 'Yeni Hat Siparişi', url: '/new-line', parent: 'ordering', after: 'orders' },
  ],
});
