/** Request and response shapes of the approval-procedure rows (spec §7), shared by client and sandbox. */

/** The kinds of workflow a colleague can start that need another person's approval. */
export type ApprovalProcedureType =
  | 'TARIFF_CHANGE'
  | 'LINE_DEACTIVATION'
  | 'AUTHORIZED_USER_CHANGE'
  | 'BULK_PACKAGE_ORDER';

export interface ApprovalDetailRow {
  label: string;
  value: string;
}

/** One workflow instance waiting for the signed-in person's decision. */
export interface ApprovalProcedure {
  workflowInstanceId: string;
  type: ApprovalProcedureType;
  /** Turkish name of the type, as the back end words it. */
  typeName: string;
  requester: string;
  /** ISO timestamp of the request. */
  requestedAt: string;
  summary: string;
  details: ApprovalDetailRow[];
}

export interface ApprovalProcedureList {
  procedures: ApprovalProcedure[];
}

export interface ApprovalProcedureCount {
  count: number;
}

export type ApprovalDecision = 'APPROVE' | 'REJECT';

/** Body of approvalProceduresConfirm; the OTP transaction proves the person confirmed it. */
export interface ApprovalConfirmRequest {
  decision: ApprovalDecision;
  /** Required when rejecting. */
  reason?: string;
  transactionId: string;
}

export interface ApprovalConfirmResult {
  workflowInstanceId: string;
  status: 'APPROVED' | 'REJECTED';
  decidedAt: string;
}

/** The OTP purpose the sandbox binds an approval confirmation to. */
export const APPROVAL_OTP_PURPOSE = 'APPROVAL_PROCEDURE';
