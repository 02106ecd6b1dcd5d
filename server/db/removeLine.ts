/**
 * How a closed line leaves every screen at once. Every screen reads the company's lines from the
 * core `lines` table (line users, usage abroad, secure internet, the dashboard's counts, the
 * search), and each feature's own per-line tables point at it by foreign key. So the line is
 * deleted from `lines`, and with it every row that references it, found from SQLite's own foreign
 * key list: a feature added later is covered without being named here, and no screen needs a
 * "closed" filter of its own. What the history shows of the line was copied before (store.ts).
 * Referencing rows are removed depth first, so a table pointing at a table that points at
 * `lines` goes first.
 */
import type { Db } from './connection';

interface ForeignKey {
  table: string;
  from: string;
  to: string;
}

/** The foreign keys that point at `parent`, over every table of the database. */
function referencing(db: Db, parent: string): ForeignKey[] {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  return tables.flatMap(({ name }) =>
    (
      db.prepare('SELECT "table", "from", "to" FROM pragma_foreign_key_list(?)').all(name) as {
        table: string;
        from: string;
        to: string | null;
      }[]
    )
      .filter((fk) => fk.table === parent)
      .map((fk) => ({ table: name, from: fk.from, to: fk.to ?? 'rowid' })),
  );
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Deletes the rows of `table` whose `column` is one of `values`, and what references them first. */
function removeWhere(db: Db, table: string, column: string, values: readonly unknown[], depth = 0): number {
  if (values.length === 0) return 0;
  if (depth > 8) throw new Error(`foreign keys nest too deep under ${table}`);
  const where = `${quote(column)} IN (SELECT value FROM json_each(?))`;
  const json = JSON.stringify(values);
  for (const fk of referencing(db, table)) {
    const keys = (
      db.prepare(`SELECT DISTINCT ${quote(fk.to)} AS k FROM ${quote(table)} WHERE ${where}`).all(json) as {
        k: unknown;
      }[]
    ).map((r) => r.k);
    removeWhere(db, fk.table, fk.from, keys, depth + 1);
  }
  return db.prepare(`DELETE FROM ${quote(table)} WHERE ${where}`).run(json).changes;
}

/** Removes the lines and everything that references them; answers how many lines went. */
export function removeLines(db: Db, msisdns: readonly string[]): number {
  return removeWhere(db, 'lines', 'msisdn', msisdns);
}
