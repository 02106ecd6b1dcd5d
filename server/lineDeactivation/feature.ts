import { defineServerFeature } from '../feature';
import { lineDeactivationHandlers } from './handlers';
import { lineDeactivationSchemaStatements } from './schema';
import { seedLineDeactivation } from './seed';

/**
 * Line deactivation: all ten rows. The side menu's skeleton already has `/line-deactivation`
 * ("Hat Kapatma"), so no menu entry is added here. Its tables reference `lines`, so they are
 * created after the core tables; the seed only needs the core seed's lines.
 */
export const feature = defineServerFeature({
  name: 'lineDeactivation',
  tables: lineDeactivationSchemaStatements,
  seed: { run: seedLineDeactivation },
  handlers: lineDeactivationHandlers,
});
