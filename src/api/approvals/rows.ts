import { feature } from '../contract/define';
import {
  ApprovalConfirmRequest,
  ApprovalConfirmResult,
  ApprovalProcedureCount,
  ApprovalProcedureList,
} from './types';

const { post, get, rows } = feature('approvalProcedures');

/** Pending approvals are workflow instances on the back end, so they are addressed by one. */
export const approvalProceduresRows = rows({
  approvalProceduresList: get('/dc_ccsi/v1/approval-procedures', { response: ApprovalProcedureList }),
  // Feeds a badge; the screen shows no count rather than an error.
  approvalProceduresCount: get(
    '/dc_ccsi/v1/approval-procedures/count',
    { response: ApprovalProcedureCount },
    { errorMode: 'ignore' },
  ),
  // The person must read why the confirmation was refused.
  approvalProceduresConfirm: post(
    '/dc_ccsi/v1/approval-procedures/{workflowInstanceId}/confirm',
    { body: ApprovalConfirmRequest, response: ApprovalConfirmResult },
    { access: 'write', errorMode: 'modal' },
  ),
});

type Rows = typeof approvalProceduresRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
