/**
 * The audit trail's one table. Append-only by construction: triggers refuse every UPDATE and
 * DELETE, so not even sandbox code can rewrite history. Line numbers are plain text, never a
 * reference to lines(msisdn): a closed line's rows are deleted (server/lineDeactivation
 * removeLine), and its history must stay.
 */
export const AUDIT_TABLE = 'audit_entries';

export const auditSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS ${AUDIT_TABLE} (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     user_id INTEGER,
     person_name TEXT NOT NULL,
     manager_id INTEGER,
     manager_name TEXT,
     corporate_ncst TEXT,
     feature TEXT NOT NULL,
     operation TEXT NOT NULL,
     operation_title TEXT NOT NULL,
     method TEXT NOT NULL,
     path TEXT NOT NULL,
     http_status INTEGER NOT NULL,
     result TEXT NOT NULL CHECK (result IN ('SUCCESS','ERROR')),
     error_code TEXT,
     error_message TEXT,
     objects TEXT NOT NULL,
     object_count INTEGER NOT NULL,
     lines TEXT NOT NULL,
     channel_type TEXT,
     app_channel TEXT,
     app_channel_type TEXT,
     screen_name TEXT)`,
  // The page reads one company's entries newest first.
  `CREATE INDEX IF NOT EXISTS audit_entries_by_company ON ${AUDIT_TABLE} (corporate_ncst, id DESC)`,
  // The "_append_only_" name also tells the sandbox reset (server/sandbox-routes.ts) to keep the table.
  `CREATE TRIGGER IF NOT EXISTS ${AUDIT_TABLE}_append_only_update BEFORE UPDATE ON ${AUDIT_TABLE}
   BEGIN SELECT RAISE(ABORT, 'audit entries cannot be changed'); END`,
  `CREATE TRIGGER IF NOT EXISTS ${AUDIT_TABLE}_append_only_delete BEFORE DELETE ON ${AUDIT_TABLE}
   BEGIN SELECT RAISE(ABORT, 'audit entries cannot be deleted'); END`,
];
