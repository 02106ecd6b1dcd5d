/**
 * Call abroad per line (roaming is the core `lines.roaming` column), the checked changes waiting
 * for their SMS code, and one history row per line per applied change.
 */
export const abroadSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS call_abroad_lines (
     msisdn TEXT PRIMARY KEY REFERENCES lines(msisdn),
     enabled INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE IF NOT EXISTS abroad_validations (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL,
     corporate_ncst TEXT NOT NULL,
     service TEXT NOT NULL CHECK (service IN ('ROAMING','CALL_ABROAD')),
     action TEXT NOT NULL CHECK (action IN ('OPEN','CLOSE')),
     msisdns TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER)`,
  `CREATE TABLE IF NOT EXISTS abroad_changes (
     id INTEGER PRIMARY KEY,
     corporate_ncst TEXT NOT NULL,
     user_id INTEGER NOT NULL,
     service TEXT NOT NULL,
     action TEXT NOT NULL,
     msisdn TEXT NOT NULL,
     result TEXT NOT NULL,
     reason TEXT,
     at INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS abroad_changes_by_company ON abroad_changes (corporate_ncst, at)',
];
