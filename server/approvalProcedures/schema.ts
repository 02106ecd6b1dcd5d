/**
 * The table of approval procedures (issue 3): workflow instances waiting for one person's
 * approval in one company. server/db/approvals.ts reads it for the list and the dashboard box.
 */
export const approvalSchemaStatements: string[] = [
  `CREATE TABLE IF NOT EXISTS approval_procedures (
     workflow_instance_id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     approver_user_id INTEGER NOT NULL REFERENCES users(id),
     type TEXT NOT NULL CHECK (type IN
       ('TARIFF_CHANGE','LINE_DEACTIVATION','AUTHORIZED_USER_CHANGE','BULK_PACKAGE_ORDER')),
     requester TEXT NOT NULL,
     requested_at INTEGER NOT NULL,
     summary TEXT NOT NULL,
     details TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('PENDING','APPROVED','REJECTED')),
     reason TEXT,
     decided_at INTEGER)`,
  `CREATE INDEX IF NOT EXISTS approvals_waiting ON approval_procedures
     (approver_user_id, corporate_ncst, status)`,
];
