import { feature } from './define';

const { post, get } = feature('approvalProcedures');

/** Pending approvals are workflow instances on the back end, so they are addressed by one. */
export const approvalProceduresEndpoints = [
  get('approvalProceduresList', '/dc_ccsi/v1/approval-procedures'),
  // Feeds a badge; the screen shows no count rather than an error.
  get('approvalProceduresCount', '/dc_ccsi/v1/approval-procedures/count', { errorMode: 'ignore' }),
  // The person must read why the confirmation was refused.
  post('approvalProceduresConfirm', '/dc_ccsi/v1/approval-procedures/{workflowInstanceId}/confirm', {
    errorMode: 'modal',
  }),
] as const;
