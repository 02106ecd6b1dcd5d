import { defineServerFeature } from '../feature';
import { approvalProcedureHandlers } from './handlers';
import { seedApprovalProcedures } from './seed';

/**
 * Pending approvals: the three rows over the core's approval queue (server/db/approvals.ts) and its
 * demo data (waiting tariff changes, line closures and rights changes, each a ledger entry).
 */
export const feature = defineServerFeature({
  name: 'approvals',
  seed: { run: seedApprovalProcedures },
  handlers: approvalProcedureHandlers,
  menu: [
    {
      id: 'requests.pending',
      title: 'Onay Bekleyen İşlemler',
      url: '/pending-requests',
      parent: 'requests',
      after: null,
    },
  ],
});
