import { sandboxClient } from '../test-support';
import { removeLines } from './removeLine';

describe('removeLines', () => {
  it('takes with a line every row that points at it, also through a table of a feature added later', () => {
    const { db, close } = sandboxClient();
    try {
      // A feature this code does not know, two levels deep.
      db.exec(
        `CREATE TABLE later_feature (id INTEGER PRIMARY KEY, msisdn TEXT NOT NULL REFERENCES lines(msisdn))`,
      );
      db.exec(
        `CREATE TABLE later_detail (id INTEGER PRIMARY KEY, parent INTEGER NOT NULL REFERENCES later_feature(id))`,
      );
      const [gone, kept] = (
        db.prepare('SELECT msisdn FROM lines ORDER BY msisdn LIMIT 2').all() as { msisdn: string }[]
      ).map((r) => r.msisdn);
      db.prepare('INSERT INTO later_feature (id, msisdn) VALUES (1, ?), (2, ?)').run(gone, kept);
      db.prepare('INSERT INTO later_detail (parent) VALUES (1), (2)').run();

      expect(removeLines(db, [gone!])).toBe(1);

      expect(db.prepare('SELECT msisdn FROM lines WHERE msisdn IN (?, ?)').all(gone, kept)).toEqual([
        { msisdn: kept },
      ]);
      expect(db.prepare('SELECT id FROM later_feature').all()).toEqual([{ id: 2 }]);
      expect(db.prepare('SELECT parent FROM later_detail').all()).toEqual([{ parent: 2 }]);
      expect(db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      close();
    }
  });
});
