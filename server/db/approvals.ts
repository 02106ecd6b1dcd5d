/**
 * Approval procedures: workflow instances that wait for one person's decision in one company.
 * The list, its count and the dashboard box all read the same rows, so they cannot disagree.
 */
import type {
  ApprovalDetailRow,
  ApprovalProcedure,
  ApprovalProcedureType,
} from '../../src/api/approvalsTypes';
import type { Db } from './schema';

export const APPROVAL_TYPE_NAMES: Record<ApprovalProcedureType, string> = {
  TARIFF_CHANGE: 'Tarife değişikliği',
  LINE_DEACTIVATION: 'Hat kapatma',
  AUTHORIZED_USER_CHANGE: 'Yetkili kullanıcı değişikliği',
  BULK_PACKAGE_ORDER: 'Toplu paket siparişi',
};

interface ProcedureRow {
  workflowInstanceId: string;
  type: ApprovalProcedureType;
  requester: string;
  requestedAt: number;
  summary: string;
  details: string;
}

const WAITING = `FROM approval_procedures
  WHERE approver_user_id = ? AND corporate_ncst = ? AND status = 'PENDING'`;

export function pendingApprovals(db: Db, userId: number, corporateNcst: string): ApprovalProcedure[] {
  const rows = db
    .prepare(
      `SELECT workflow_instance_id AS workflowInstanceId, type, requester, requested_at AS requestedAt,
         summary, details ${WAITING} ORDER BY requested_at DESC, workflow_instance_id`,
    )
    .all(userId, corporateNcst) as ProcedureRow[];
  return rows.map((row) => ({
    workflowInstanceId: row.workflowInstanceId,
    type: row.type,
    typeName: APPROVAL_TYPE_NAMES[row.type],
    requester: row.requester,
    requestedAt: new Date(row.requestedAt).toISOString(),
    summary: row.summary,
    details: JSON.parse(row.details) as ApprovalDetailRow[],
  }));
}

export function pendingApprovalCount(db: Db, userId: number, corporateNcst: string): number {
  return (db.prepare(`SELECT COUNT(*) AS n ${WAITING}`).get(userId, corporateNcst) as { n: number }).n;
}

export function isPendingApproval(db: Db, userId: number, corporateNcst: string, id: string): boolean {
  return (
    db.prepare(`SELECT 1 ${WAITING} AND workflow_instance_id = ?`).get(userId, corporateNcst, id) !==
    undefined
  );
}

/** Records the decision; answers false when the instance was decided meanwhile. */
export function decideApproval(
  db: Db,
  id: string,
  decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null; at: number },
): boolean {
  return (
    db
      .prepare(
        `UPDATE approval_procedures SET status = ?, reason = ?, decided_at = ?
         WHERE workflow_instance_id = ? AND status = 'PENDING'`,
      )
      .run(decision.status, decision.reason, decision.at, id).changes === 1
  );
}
