import { callEndpoint } from '../../actors/http';
import type { ApprovalProcedureCount } from '../../api/approvals/types';
import { createRequestMachine } from '../shared/requestMachine';

/** How many approvals wait (/pending-requests heading): a request/result pair; its row is silent. */
export const approvalCountMachine = createRequestMachine<ApprovalProcedureCount>(
  'approvalCount',
  (_, signal) => callEndpoint('approvalProceduresCount', {}, signal),
);
