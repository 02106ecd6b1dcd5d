import { defineServerFeature } from '../feature';
import { takeOverGuideLines } from './demoGuide';
import { takeOverHandlers } from './handlers';
import { hurryTakeOvers } from './hooks';
import { settleTakeOvers } from './record';
import { takeOverSchemaStatements } from './schema';
import { seedTakeOver } from './seed';

/**
 * Line take-over's sandbox: other customers' lines with their owners, each order's approval
 * workflow, and the thirteen take-over rows. Its orders go to the shared order store (after My
 * Orders' seed, whose demo take-over orders it adopts).
 */
export const feature = defineServerFeature({
  name: 'takeOver',
  tables: takeOverSchemaStatements,
  seed: { after: ['orders'], run: seedTakeOver },
  handlers: takeOverHandlers,
  demoGuide: takeOverGuideLines,
  // Owners answer and transfers complete with time: My Orders settles them before it reads.
  settle: settleTakeOvers,
  testHooks: { hurry: hurryTakeOvers },
});
