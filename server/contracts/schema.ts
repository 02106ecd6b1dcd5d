/**
 * Contracts (issue 3): both families (STANDARD and ISTECEP) in one table told apart by `family`,
 * so the two sets of rows share one store; decisions and error reports keep who and when.
 */
export const contractSchemaStatements: string[] = [
  `CREATE TABLE IF NOT EXISTS contracts (
     contract_number TEXT PRIMARY KEY,
     family TEXT NOT NULL CHECK (family IN ('STANDARD','ISTECEP')),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     contract_query_type TEXT NOT NULL,
     filenet_id TEXT NOT NULL,
     file_id TEXT NOT NULL,
     title TEXT NOT NULL,
     type TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('PENDING','APPROVED','REJECTED','EXPIRED','CANCELLED')),
     created_date TEXT NOT NULL,
     valid_from TEXT NOT NULL,
     valid_until TEXT NOT NULL,
     approval_deadline TEXT,
     decided_at TEXT,
     decided_by INTEGER REFERENCES users(id),
     decision_reason TEXT,
     lines TEXT NOT NULL,
     products TEXT NOT NULL,
     download_requires_otp INTEGER NOT NULL,
     position INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS contracts_by_company ON contracts (corporate_ncst, family, status)`,
  `CREATE TABLE IF NOT EXISTS contract_error_reports (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     contract_number TEXT NOT NULL REFERENCES contracts(contract_number),
     user_id INTEGER NOT NULL REFERENCES users(id),
     description TEXT NOT NULL,
     created_at TEXT NOT NULL)`,
];
