/**
 * The company's contacts with the operator. A contact is about the company, not a line, so it
 * points at no line (removing a line leaves the history as it happened).
 */
export const customerTouchSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS customer_touches (
     id TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     at TEXT NOT NULL,
     channel TEXT NOT NULL CHECK (channel IN ('CALL','VISIT','REQUEST','EMAIL')),
     subject TEXT NOT NULL,
     result TEXT NOT NULL CHECK (result IN ('RESOLVED','IN_PROGRESS','FORWARDED')),
     representative TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS customer_touches_by_company ON customer_touches (corporate_ncst, at)`,
];
