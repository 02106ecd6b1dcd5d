/**
 * Approval procedures (spec §7): the entries of the session's company's approval queue that this
 * person may decide (approve rights for the entry's group, not their own request), their count,
 * and the decision, confirmed with a validated OTP whose reference is the entry's number. Bodies
 * arrive validated by the row's schema.
 */
import { APPROVAL_OTP_PURPOSE } from '../../src/api/approvals/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { decideApproval, isPendingApproval, pendingApprovalCount, pendingApprovals } from '../db/approvals';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { APPROVAL_MESSAGES } from './messages';

const notPending = () => new ApiError(404, BODY_CODES.notFound, APPROVAL_MESSAGES.approvalNotFound);

export const approvalProcedureHandlers = defineHandlers({
  approvalProceduresList: ({ deps, auth }) => {
    const session = requireSession(auth);
    return { procedures: pendingApprovals(deps.db, session.userId, session.corporateNcst) };
  },

  approvalProceduresCount: ({ deps, auth }) => {
    const session = requireSession(auth);
    return { count: pendingApprovalCount(deps.db, session.userId, session.corporateNcst) };
  },

  approvalProceduresConfirm: ({ deps, auth, body, params }) => {
    const session = requireSession(auth);
    // The rule spans two fields, so the schema cannot say it.
    if (body.decision === 'REJECT' && !body.reason) {
      throw new ApiError(400, BODY_CODES.validation, APPROVAL_MESSAGES.reasonRequired);
    }
    const id = params.workflowInstanceId;
    // Checked before the code is spent, so a wrong instance does not cost the person their code.
    if (!isPendingApproval(deps.db, session.userId, session.corporateNcst, id)) throw notPending();
    deps.otp.consumeValidated(body.transactionId, APPROVAL_OTP_PURPOSE, session.userId, id);
    const at = deps.now();
    const status = body.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    const reason = body.decision === 'REJECT' ? (body.reason ?? null) : null;
    if (!decideApproval(deps.db, session.corporateNcst, id, { status, reason, at, by: session.userId }))
      throw notPending();
    return { workflowInstanceId: id, status, decidedAt: new Date(at).toISOString() };
  },
});
