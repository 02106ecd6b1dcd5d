import { defineServerFeature } from '../feature';
import { expressMenuHandlers } from './handlers';
import { expressMenuSchemaStatements } from './schema';
import { seedExpressMenu } from './seed';

/** The header's fast-operation menu: each person's pinned actions, added and removed. */
export const feature = defineServerFeature({
  name: 'expressMenu',
  tables: expressMenuSchemaStatements,
  seed: { run: seedExpressMenu },
  handlers: expressMenuHandlers,
});
