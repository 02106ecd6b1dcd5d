import { defineServerFeature } from '../feature';
import { abroadHandlers } from './handlers';
import { abroadSchemaStatements } from './schema';
import { seedAbroad } from './seed';

/**
 * Usage abroad and call abroad: all nine rows. The side menu's skeleton already has `/roaming`
 * and `/international-call`, so no menu entry is added here.
 */
export const feature = defineServerFeature({
  name: 'abroad',
  tables: abroadSchemaStatements,
  seed: { run: seedAbroad },
  handlers: abroadHandlers,
});
