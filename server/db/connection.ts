/**
 * The database handle's type, on its own so the modules whose tables server/db/schema.ts creates
 * can name it without importing the schema back (issue 36: no import cycles).
 */
import type Database from 'better-sqlite3';

export type Db = Database.Database;
