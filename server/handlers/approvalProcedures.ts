/**
 * Approval procedures (spec §7): the workflow instances of the session's company that wait for
 * this person's approval, their count, and the decision, confirmed with a validated OTP whose
 * reference is the workflow instance.
 */
import { APPROVAL_OTP_PURPOSE } from '../../src/api/approvalsTypes';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { decideApproval, isPendingApproval, pendingApprovalCount, pendingApprovals } from '../db/approvals';
import { ApiError } from '../envelope';
import { invalid, optional, text, validateBody } from '../validate';
import { DOCUMENT_MESSAGES } from './documentMessages';
import { TRANSACTION_ID_RULE } from './session';
import type { HandlerModule } from './types';

const notPending = () => new ApiError(404, BODY_CODES.notFound, DOCUMENT_MESSAGES.approvalNotFound);

export const approvalProcedureHandlers: HandlerModule = {
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
    const input = validateBody(body, {
      decision: text({ oneOf: ['APPROVE', 'REJECT'] }),
      reason: optional(text({ maxLength: 500 })),
      transactionId: TRANSACTION_ID_RULE,
    });
    if (input.decision === 'REJECT' && !input.reason) throw invalid(DOCUMENT_MESSAGES.reasonRequired);
    const id = params.workflowInstanceId ?? '';
    // Checked before the code is spent, so a wrong instance does not cost the person their code.
    if (!isPendingApproval(deps.db, session.userId, session.corporateNcst, id)) throw notPending();
    deps.otp.consumeValidated(input.transactionId, APPROVAL_OTP_PURPOSE, session.userId, id);
    const at = deps.now();
    const status = input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    const reason = input.decision === 'REJECT' ? (input.reason ?? null) : null;
    if (!decideApproval(deps.db, id, { status, reason, at })) throw notPending();
    return { workflowInstanceId: id, status, decidedAt: new Date(at).toISOString() };
  },
};
