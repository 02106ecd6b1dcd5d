import { defineServerFeature } from '../feature';
import { simMatchingHandlers } from './handlers';
import { simMatchingSchemaStatements } from './schema';
import { seedSimPool } from './seed';

/**
 * SIM matching: the three rows and each company's SIM pool. The side menu's skeleton already has
 * `/sim-card-matching`. Its seed runs after the orders' (which copy lines' SIMs into old orders),
 * so the lines whose SIM the pool's used cards replace keep their orders as they were.
 */
export const feature = defineServerFeature({
  name: 'simMatching',
  tables: simMatchingSchemaStatements,
  seed: { after: ['orders'], run: seedSimPool },
  handlers: simMatchingHandlers,
});
