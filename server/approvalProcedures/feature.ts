import { defineServerFeature } from '../feature';
import { approvalProcedureHandlers } from './handlers';
import { approvalSchemaStatements } from './schema';
import { seedApprovalProcedures } from './seed';

/** Pending approvals: workflow instances waiting for one person, their demo data and three rows. */
export const feature = defineServerFeature({
  name: 'approvalProcedures',
  tables: approvalSchemaStatements,
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
