/**
 * The one approval queue (issue 35): every write that waits for another person's approval is an
 * entry of the operations ledger in WAITING_APPROVAL and one row here that points at it. The row's
 * id is the ledger entry's number, so /pending-requests, /additional-package-confirm, My Orders,
 * the request history and the audit trail all name it the same. Who may decide is not stored:
 * any person of the company with approve rights for the row's group (full authority implies every
 * group) who did not ask for it. The list, its count and the dashboard box read the same rows.
 */
import type {
  ApprovalDetailRow,
  ApprovalProcedure,
  ApprovalProcedureType,
} from '../../src/api/approvals/types';
import type { Db } from './connection';
import { createLedger } from './ledger/store';

export const APPROVAL_TYPE_NAMES: Record<ApprovalProcedureType, string> = {
  TARIFF_CHANGE: 'Tarife değişikliği',
  LINE_DEACTIVATION: 'Hat kapatma',
  AUTHORIZED_USER_CHANGE: 'Yetkili kullanıcı değişikliği',
  BULK_PACKAGE_ORDER: 'Toplu paket siparişi',
};

/** The rights group (authorized_user_permissions.group_id) whose approvers decide each type. */
export const APPROVAL_GROUPS: Record<ApprovalProcedureType, string> = {
  TARIFF_CHANGE: 'tariff',
  LINE_DEACTIVATION: 'lineDeactivation',
  AUTHORIZED_USER_CHANGE: 'authorizedUsers',
  BULK_PACKAGE_ORDER: 'additionalPackage',
};

/** Why a rejected entry's lines did not run; the approver's reason follows. */
export const REJECTED_REASON = 'Onaylanmadı';

export const approvalQueueSchemaStatements: string[] = [
  // workflow_instance_id is the ledger entry's number: the queue holds only the approval's own
  // facts (its type and group, the wording shown to the approver, the decision); who asked and
  // when are the ledger entry's. After the ledger's tables (the reference).
  `CREATE TABLE IF NOT EXISTS approval_procedures (
     workflow_instance_id TEXT PRIMARY KEY REFERENCES ledger_entries(number),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     type TEXT NOT NULL CHECK (type IN
       ('TARIFF_CHANGE','LINE_DEACTIVATION','AUTHORIZED_USER_CHANGE','BULK_PACKAGE_ORDER')),
     group_id TEXT NOT NULL,
     summary TEXT NOT NULL,
     details TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('PENDING','APPROVED','REJECTED')),
     reason TEXT,
     decided_at INTEGER,
     decided_by INTEGER REFERENCES users(id))`,
  'CREATE INDEX IF NOT EXISTS approvals_waiting ON approval_procedures (corporate_ncst, status)',
];

interface ProcedureRow {
  workflowInstanceId: string;
  type: ApprovalProcedureType;
  requester: string;
  requestedAt: number;
  summary: string;
  details: string;
}

/**
 * The rows person ? (bound three times) may decide in company ?: pending, asked by someone else,
 * and of a group the person approves (full authority approves every group). The person must be
 * one of the company's: a session of another company's person never reaches here, a test might.
 */
const DECIDABLE = `FROM approval_procedures a
  JOIN ledger_entries e ON e.number = a.workflow_instance_id AND e.corporate_ncst = a.corporate_ncst
  JOIN user_companies uc ON uc.corporate_ncst = a.corporate_ncst AND uc.user_id = ?
  JOIN users u ON u.id = uc.user_id
  WHERE a.corporate_ncst = ? AND a.status = 'PENDING' AND e.user_id <> u.id
    AND (u.full_authority = 1 OR EXISTS (
      SELECT 1 FROM authorized_user_permissions p
      WHERE p.user_id = u.id AND p.corporate_ncst = a.corporate_ncst AND p.group_id = a.group_id
        AND p.can_approve = 1))`;

export function pendingApprovals(db: Db, userId: number, corporateNcst: string): ApprovalProcedure[] {
  const rows = db
    .prepare(
      `SELECT a.workflow_instance_id AS workflowInstanceId, a.type, e.requested_by AS requester,
         e.created_at AS requestedAt, a.summary, a.details ${DECIDABLE}
       ORDER BY e.created_at DESC, a.workflow_instance_id`,
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
  return (db.prepare(`SELECT COUNT(*) AS n ${DECIDABLE}`).get(userId, corporateNcst) as { n: number }).n;
}

/** Whether this person may decide this row now. */
export function isPendingApproval(db: Db, userId: number, corporateNcst: string, id: string): boolean {
  return (
    db.prepare(`SELECT 1 ${DECIDABLE} AND a.workflow_instance_id = ?`).get(userId, corporateNcst, id) !==
    undefined
  );
}

/** The rights group whose Onay decides a waiting entry, or undefined when the number waits for nothing. */
export function waitingApprovalGroup(db: Db, corporateNcst: string, number: string): string | undefined {
  const row = db
    .prepare(
      `SELECT group_id AS groupId FROM approval_procedures
       WHERE corporate_ncst = ? AND workflow_instance_id = ? AND status = 'PENDING'`,
    )
    .get(corporateNcst, number) as { groupId: string } | undefined;
  return row?.groupId;
}

/** The numbers of the company's entries of one type still waiting, whoever may decide them; newest first. */
export function waitingApprovalNumbers(db: Db, corporateNcst: string, type: ApprovalProcedureType): string[] {
  return (
    db
      .prepare(
        `SELECT a.workflow_instance_id AS id FROM approval_procedures a
         JOIN ledger_entries e ON e.number = a.workflow_instance_id
         WHERE a.corporate_ncst = ? AND a.type = ? AND a.status = 'PENDING'
         ORDER BY e.created_at DESC, e.id DESC`,
      )
      .all(corporateNcst, type) as { id: string }[]
  ).map((row) => row.id);
}

export interface ApprovalDecision {
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  reason: string | null;
}

/** The queue's row for a ledger entry, if it ever waited for approval. */
export function approvalOf(db: Db, corporateNcst: string, number: string): ApprovalDecision | undefined {
  return db
    .prepare(
      'SELECT status, reason FROM approval_procedures WHERE corporate_ncst = ? AND workflow_instance_id = ?',
    )
    .get(corporateNcst, number) as ApprovalDecision | undefined;
}

export interface NewApproval {
  corporateNcst: string;
  /** The ledger entry that waits (its status WAITING_APPROVAL). */
  number: string;
  type: ApprovalProcedureType;
  /** One Turkish sentence: what happens when it is approved. */
  summary: string;
  details: ApprovalDetailRow[];
}

/** Puts a waiting ledger entry on the queue. */
export function enqueueApproval(db: Db, approval: NewApproval): void {
  const entry = db
    .prepare('SELECT status FROM ledger_entries WHERE corporate_ncst = ? AND number = ?')
    .get(approval.corporateNcst, approval.number) as { status: string } | undefined;
  // A programming error, not a person's: the caller appends the entry first.
  if (entry?.status !== 'WAITING_APPROVAL')
    throw new Error(`approval queue: ${approval.number} is no waiting ledger entry`);
  db.prepare(
    `INSERT INTO approval_procedures (workflow_instance_id, corporate_ncst, type, group_id, summary, details, status)
     VALUES (?, ?, ?, ?, ?, ?, 'PENDING')`,
  ).run(
    approval.number,
    approval.corporateNcst,
    approval.type,
    APPROVAL_GROUPS[approval.type],
    approval.summary,
    JSON.stringify(approval.details),
  );
}

/**
 * Records the decision and moves the ledger entry on, in one transaction: rejected, the entry and
 * its lines end (REJECTED, each line cancelled with the reason); approved, it is handed over to be
 * carried out (IN_PROGRESS), and the feature that owns the operation completes it (a package order
 * in its `settle`). Answers false when the row was decided meanwhile.
 */
export function decideApproval(
  db: Db,
  corporateNcst: string,
  id: string,
  decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null; at: number; by: number },
): boolean {
  return db.transaction(() => {
    const changed = db
      .prepare(
        `UPDATE approval_procedures SET status = ?, reason = ?, decided_at = ?, decided_by = ?
         WHERE workflow_instance_id = ? AND corporate_ncst = ? AND status = 'PENDING'`,
      )
      .run(decision.status, decision.reason, decision.at, decision.by, id, corporateNcst).changes;
    if (changed !== 1) return false;
    const ledger = createLedger(db, () => decision.at);
    const entry = ledger.get(corporateNcst, id);
    if (entry?.status !== 'WAITING_APPROVAL') return true;
    const decider = db.prepare('SELECT full_name AS name FROM users WHERE id = ?').get(decision.by) as
      | { name: string }
      | undefined;
    const rejected = decision.status === 'REJECTED';
    const reason = decision.reason ? `${REJECTED_REASON}: ${decision.reason}` : REJECTED_REASON;
    ledger.update(corporateNcst, id, {
      status: rejected ? 'REJECTED' : 'IN_PROGRESS',
      summary: [...entry.summary, { label: rejected ? 'Reddeden' : 'Onaylayan', value: decider?.name ?? '' }],
      ...(rejected
        ? {
            lines: entry.lines.map((line) =>
              line.result === 'PENDING'
                ? { ...line, result: 'CANCELLED' as const, reason, processedAt: decision.at }
                : line,
            ),
          }
        : {}),
    });
    return true;
  })();
}
