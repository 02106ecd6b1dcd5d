import { defineServerFeature } from '../feature';
import { reContractDashboardHandlers } from './dashboard';
import { reContractHandlers } from './handlers';
import { endCampaign, hurryReContracts } from './hooks';
import { settleReContracts } from './record';
import { reContractSchemaStatements } from './schema';
import { seedReContract } from './seed';

/**
 * Re-contract's sandbox: the campaigns, the orders beside the shared order store, and the seven
 * re-contract rows over the core's commitments (the dashboard's contract cards read the
 * same rule, commitment.ts).
 */
export const feature = defineServerFeature({
  name: 'reContract',
  tables: reContractSchemaStatements,
  // Line deactivation seeds the commitments this feature reads and renews.
  seed: { after: ['orders', 'lineDeactivation'], run: seedReContract },
  handlers: reContractHandlers,
  dashboard: { cards: reContractDashboardHandlers },
  // An accepted re-contract is applied a minute later: My Orders settles it before it reads.
  settle: settleReContracts,
  testHooks: { hurry: hurryReContracts, endCampaign },
});
