/** Schemas of the approval-procedure rows' requests and answers (spec §7), shared by client and sandbox. */
import * as v from 'valibot';
import type { PermissionGroupId } from '../authorizedUsers/types';
import { oneOf, optionalText, text } from '../contract/fields';

/** The kinds of workflow a colleague can start that need another person's approval. */
export const APPROVAL_PROCEDURE_TYPES = [
  'TARIFF_CHANGE',
  'LINE_DEACTIVATION',
  'AUTHORIZED_USER_CHANGE',
  'BULK_PACKAGE_ORDER',
] as const;
export type ApprovalProcedureType = (typeof APPROVAL_PROCEDURE_TYPES)[number];

/**
 * The rights group whose Onay decides each type (the sandbox's server/db/approvals.ts
 * APPROVAL_GROUPS, a test holds them equal); none: a rights change, which only full authority
 * decides (no person is granted levels on rights themselves).
 */
export const APPROVAL_RIGHTS_GROUPS: Record<ApprovalProcedureType, PermissionGroupId | undefined> = {
  TARIFF_CHANGE: 'tariff',
  LINE_DEACTIVATION: 'lineDeactivation',
  AUTHORIZED_USER_CHANGE: undefined,
  BULK_PACKAGE_ORDER: 'additionalPackage',
};

export const ApprovalDetailRow = v.object({ label: v.string(), value: v.string() });
export type ApprovalDetailRow = v.InferOutput<typeof ApprovalDetailRow>;

/** One workflow instance waiting for the signed-in person's decision. */
export const ApprovalProcedure = v.object({
  workflowInstanceId: v.string(),
  type: v.picklist(APPROVAL_PROCEDURE_TYPES),
  /** Turkish name of the type, as the back end words it. */
  typeName: v.string(),
  requester: v.string(),
  /** ISO timestamp of the request. */
  requestedAt: v.pipe(v.string(), v.isoTimestamp()),
  summary: v.string(),
  details: v.array(ApprovalDetailRow),
});
export type ApprovalProcedure = v.InferOutput<typeof ApprovalProcedure>;

export const ApprovalProcedureList = v.object({ procedures: v.array(ApprovalProcedure) });
export type ApprovalProcedureList = v.InferOutput<typeof ApprovalProcedureList>;

export const ApprovalProcedureCount = v.object({ count: v.number() });
export type ApprovalProcedureCount = v.InferOutput<typeof ApprovalProcedureCount>;

export const APPROVAL_DECISION_VALUES = ['APPROVE', 'REJECT'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISION_VALUES)[number];

/** Body of approvalProceduresConfirm; the OTP transaction proves the person confirmed it. */
export const ApprovalConfirmRequest = v.object({
  decision: oneOf('Karar', APPROVAL_DECISION_VALUES),
  /** Required when rejecting (the handler says so: the rule spans two fields). */
  reason: optionalText('Ret gerekçesi', { max: 500 }),
  transactionId: text('Doğrulama işlem numarası', { max: 64 }),
});
export type ApprovalConfirmRequest = v.InferInput<typeof ApprovalConfirmRequest>;

export const ApprovalConfirmResult = v.object({
  workflowInstanceId: v.string(),
  status: v.picklist(['APPROVED', 'REJECTED']),
  decidedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ApprovalConfirmResult = v.InferOutput<typeof ApprovalConfirmResult>;

/** The OTP purpose the sandbox binds an approval confirmation to. */
export const APPROVAL_OTP_PURPOSE = 'APPROVAL_PROCEDURE';
