import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../src/lib/iccid';
import { openSandboxDatabase } from './open';
import { seedIfEmpty } from './seed';

/**
 * Every SIM serial the seed writes, in any table or JSON column, is a full 20-digit ICCID with a
 * valid check digit: the SIM matching report once showed a closed card with 19 random digits that
 * its own pool look-up then refused ("kontrol hanesi hatalı").
 */
describe('seeded ICCIDs', () => {
  it('are 20 digits with a Luhn check digit wherever they are stored', () => {
    const db = openSandboxDatabase(':memory:');
    seedIfEmpty(db, Date.UTC(2026, 0, 15, 9));
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[];
    const found: string[] = [];
    for (const { name } of tables) {
      const columns = db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string; type: string }[];
      for (const column of columns.filter((c) => c.type === 'TEXT' || c.type === '')) {
        const rows = db.prepare(`SELECT "${column.name}" AS v FROM "${name}"`).all() as { v: unknown }[];
        for (const { v } of rows) {
          if (typeof v !== 'string') continue;
          for (const m of v.matchAll(/(?<!\d)8990\d{11,}(?!\d)/g)) found.push(m[0]);
        }
      }
    }
    db.close();
    expect(found.length).toBeGreaterThan(100);
    const wrong = found.filter((iccid) => iccid.length !== 20 || !luhnValid(iccid));
    expect(wrong).toEqual([]);
  });
});
