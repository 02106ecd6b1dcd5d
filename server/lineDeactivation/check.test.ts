// The selection check after lines were closed (moved from the line-removal test when removeLines
// went to core, server/db/removeLine.ts).
import { removeLines } from '../db/removeLine';
import { sandboxClient } from '../test-support';

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
