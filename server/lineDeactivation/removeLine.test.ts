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

describe('the selection check and the last line', () => {
  it('refuses the company’s last line', async () => {
    const { checkEntries } = await import('./check');
    const { db, close } = sandboxClient();
    try {
      const company = (db.prepare('SELECT corporate_ncst AS c FROM lines LIMIT 1').get() as { c: string }).c;
      const codes = new Set(
        (db.prepare('SELECT msisdn FROM users').all() as { msisdn: string }[]).map((r) => r.msisdn),
      );
      const all = (
        db.prepare('SELECT msisdn FROM lines WHERE corporate_ncst = ? ORDER BY msisdn').all(company) as {
          msisdn: string;
        }[]
      )
        .map((r) => r.msisdn)
        .filter((m) => !codes.has(m) && !m.endsWith('44'));
      // Only the closable lines are left in the company.
      removeLines(
        db,
        (db.prepare('SELECT msisdn FROM lines WHERE corporate_ncst = ?').all(company) as { msisdn: string }[])
          .map((r) => r.msisdn)
          .filter((m) => !all.includes(m)),
      );
      const { allowed, refused } = checkEntries(db, company, all, Date.now());
      expect(allowed).toHaveLength(all.length - 1);
      expect(refused).toEqual([
        {
          msisdn: all.at(-1),
          reason:
            'Şirketinizin son hattı kapatılamaz. Hesabınızı kapatmak için müşteri temsilcinizle görüşün.',
        },
      ]);
    } finally {
      close();
    }
  });
});
