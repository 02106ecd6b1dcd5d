import { defineServerFeature } from '../feature';
import { flowUsageHandlers } from './handlers';
import { flowUsageSchemaStatements } from './schema';
import { seedFlowUsage } from './seed';

/**
 * Flow usage (issue 41): the steps the portal reports, kept for the retention (settings.ts), and
 * the flow atlas's aggregates of them; seeded with a week of walks through the wizards.
 */
export const feature = defineServerFeature({
  name: 'flowUsage',
  tables: flowUsageSchemaStatements,
  handlers: flowUsageHandlers,
  seed: { run: seedFlowUsage },
});
