import { defineServerFeature } from '../feature';
import { simCardHandlers } from './handlers';
import { simCardSchemaStatements } from './schema';
import { seedSimCard } from './seed';

/**
 * SIM card orders: all five rows. The side menu's skeleton already has `/sim-card`; orders are
 * written through the order store, so its tables (and the companies') come first.
 */
export const feature = defineServerFeature({
  name: 'simCard',
  tables: simCardSchemaStatements,
  seed: { after: ['orders'], run: seedSimCard },
  handlers: simCardHandlers,
});
