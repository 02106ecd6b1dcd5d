/**
 * The sandbox's core tables. Statements are idempotent (IF NOT EXISTS) so opening an existing file
 * keeps its data. Each feature's own tables come from its ServerFeature and are created by
 * server/db/open.ts: the core does not import the feature registry back (issue 36: no cycles).
 */
import Database from 'better-sqlite3';
import { approvalQueueSchemaStatements } from './approvals';
import { commitmentSchemaStatements } from './commitments';
import { COMPANY_PROFILE_TABLE } from './companyProfile';
import type { Db } from './connection';
import { invoiceSchemaStatements } from './invoices/schema';
import { ledgerSchemaStatements } from './ledger/schema';
import { lineUsageSchemaStatements } from './lineUsage';
import { spendAlertSchemaStatements } from './spendAlerts';
import { spendFigureSchemaStatements } from './spendFigures';
import { surveySchemaStatements } from './survey';
import { TARIFF_HISTORY_TABLE } from './tariffHistory';

export type { Db } from './connection';

/**
 * One-time codes (server/otp.ts). A code belongs to a person (user_id) or, for the customer
 * manager's second factor (issue 37), to a customer manager (manager_id): exactly one of the two.
 */
const OTP_TRANSACTIONS_TABLE = `CREATE TABLE IF NOT EXISTS otp_transactions (
     id TEXT PRIMARY KEY,
     purpose TEXT NOT NULL,
     reference TEXT,
     user_id INTEGER REFERENCES users(id),
     manager_id INTEGER REFERENCES customer_managers(id),
     msisdn TEXT NOT NULL,
     code_hash TEXT NOT NULL,
     sent_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     failed_tries INTEGER NOT NULL DEFAULT 0,
     used_at INTEGER,
     validated_at INTEGER,
     consumed_at INTEGER,
     CHECK ((user_id IS NULL) <> (manager_id IS NULL)))`;

export const schemaStatements: string[] = [
  `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS holdings (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS companies (
     corporate_ncst TEXT PRIMARY KEY,
     corporate_id TEXT NOT NULL,
     customer_ncst TEXT NOT NULL,
     holding_id INTEGER NOT NULL REFERENCES holdings(id),
     name TEXT NOT NULL,
     segment TEXT NOT NULL,
     product_id INTEGER NOT NULL,
     position INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS lines (
     msisdn TEXT PRIMARY KEY,
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     product_type TEXT NOT NULL CHECK (product_type IN ('VOICE','DATA','M2M')),
     tariff_name TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('ACTIVE','SUSPENDED')),
     activation_date TEXT NOT NULL,
     iccid TEXT NOT NULL,
     line_user TEXT NOT NULL,
     roaming INTEGER NOT NULL DEFAULT 0)`,
  // Covers the filter choices (product group filters: one pass over the company's index entries,
  // no table reads) and, by its prefix, every lookup by company and product type.
  `DROP INDEX IF EXISTS lines_by_company`,
  `CREATE INDEX IF NOT EXISTS lines_by_company_choices ON lines (corporate_ncst, product_type, status, tariff_name)`,
  `CREATE TABLE IF NOT EXISTS users (
     id INTEGER PRIMARY KEY,
     user_name TEXT NOT NULL UNIQUE,
     password_hash TEXT NOT NULL,
     full_name TEXT NOT NULL,
     authorized_person_type TEXT NOT NULL,
     full_authority INTEGER NOT NULL,
     msisdn TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS user_companies (
     user_id INTEGER NOT NULL REFERENCES users(id),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     default_company INTEGER NOT NULL DEFAULT 0,
     position INTEGER NOT NULL,
     PRIMARY KEY (user_id, corporate_ncst))`,
  `CREATE TABLE IF NOT EXISTS terms_documents (
     id TEXT PRIMARY KEY,
     title TEXT NOT NULL,
     version TEXT NOT NULL,
     paragraphs TEXT NOT NULL,
     position INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS terms_approvals (
     user_id INTEGER NOT NULL REFERENCES users(id),
     term_id TEXT NOT NULL REFERENCES terms_documents(id),
     version TEXT NOT NULL,
     approved_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, term_id, version))`,
  `CREATE TABLE IF NOT EXISTS menu_items (
     id TEXT PRIMARY KEY,
     parent_id TEXT REFERENCES menu_items(id),
     title TEXT NOT NULL,
     url TEXT NOT NULL,
     position INTEGER NOT NULL)`,
  // The operator's customer managers (portfolio managers): they sign in separately and work in a
  // company's session on an authorized person's behalf; their portfolios belong to server/customerManager.
  `CREATE TABLE IF NOT EXISTS customer_managers (
     id INTEGER PRIMARY KEY,
     user_name TEXT NOT NULL UNIQUE,
     display_name TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     msisdn TEXT NOT NULL)`,
  // A customer manager's portfolio (manager × company): read by the core too, since a session a
  // manager opened may show and switch only to these companies (server/db/sessionCompanies.ts).
  `CREATE TABLE IF NOT EXISTS customer_manager_portfolios (
     manager_id INTEGER NOT NULL REFERENCES customer_managers(id),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     portfolio_type TEXT NOT NULL CHECK (portfolio_type IN ('PRIMARY','SECONDARY')),
     city TEXT NOT NULL,
     PRIMARY KEY (manager_id, corporate_ncst))`,
  // Per-operation permissions (person × company × operation group, three levels), granted on
  // /update-authorized-user-info and read by the access policy on every write (server/db/grants.ts).
  // Full authority (users.full_authority) needs no rows; a group without a row grants nothing.
  `CREATE TABLE IF NOT EXISTS authorized_user_permissions (
     user_id INTEGER NOT NULL REFERENCES users(id),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     group_id TEXT NOT NULL,
     can_read INTEGER NOT NULL,
     can_request INTEGER NOT NULL,
     can_approve INTEGER NOT NULL,
     PRIMARY KEY (user_id, corporate_ncst, group_id))`,
  `CREATE TABLE IF NOT EXISTS sessions (
     token TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     revoked_at INTEGER,
     manager_id INTEGER REFERENCES customer_managers(id))`,
  OTP_TRANSACTIONS_TABLE,
  // The company profile and each line's tariff over time (issue 35): facts many features show.
  COMPANY_PROFILE_TABLE,
  TARIFF_HISTORY_TABLE,
  `CREATE TABLE IF NOT EXISTS sms_outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     msisdn TEXT NOT NULL,
     text TEXT NOT NULL,
     code TEXT NOT NULL,
     created_at INTEGER NOT NULL)`,
  ...ledgerSchemaStatements,
  ...invoiceSchemaStatements,
  ...commitmentSchemaStatements,
  ...lineUsageSchemaStatements,
  ...spendFigureSchemaStatements,
  ...spendAlertSchemaStatements,
  ...approvalQueueSchemaStatements,
  ...surveySchemaStatements,
];

/**
 * Opens (or creates) the database with the core tables and then `featureTables` (each feature's,
 * in seed order: referenced tables first; server/db/open.ts passes them); a file uses WAL so reads
 * never wait for the writer. A Buffer (db.serialize()) opens as an in-memory copy of that database:
 * the foreign-key pragma is per connection, so the copy needs it again.
 */
export function openDatabase(dbPath: string | Buffer, featureTables: readonly string[]): Db {
  const db = new Database(dbPath);
  if (typeof dbPath === 'string' && dbPath !== ':memory:' && dbPath !== '') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  for (const statement of schemaStatements) db.exec(statement);
  addMissingColumns(db);
  for (const statement of featureTables) db.exec(statement);
  return db;
}

/**
 * Columns added after a table first shipped: CREATE TABLE IF NOT EXISTS leaves an older data
 * file's table as it was, so those columns are added here (SQLite has no ADD COLUMN IF NOT EXISTS).
 */
function addMissingColumns(db: Db): void {
  const has = (table: string, column: string) =>
    (db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).some(
      (c) => c.name === column,
    );
  if (!has('lines', 'roaming')) db.exec('ALTER TABLE lines ADD COLUMN roaming INTEGER NOT NULL DEFAULT 0');
  if (!has('sessions', 'manager_id')) {
    db.exec('ALTER TABLE sessions ADD COLUMN manager_id INTEGER REFERENCES customer_managers(id)');
  }
  // Issue 37: user_id became nullable next to manager_id. SQLite cannot drop NOT NULL in place,
  // and a code lives five minutes, so an older file's table is recreated empty: a code pending
  // during the upgrade is simply asked for again.
  if (!has('otp_transactions', 'manager_id')) {
    db.exec('DROP TABLE otp_transactions');
    db.exec(OTP_TRANSACTIONS_TABLE);
  }
}
