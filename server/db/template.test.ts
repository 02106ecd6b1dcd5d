// @vitest-environment node
/** AppOptions.template: the model tests seed once and give every sandbox its own copy. */

import { createApp } from '../app';
import { verifyPassword } from '../passwords';
import { DEMO_USERS } from './seed-users';

describe('a sandbox on a copy of a seeded database', () => {
  const seeded = createApp();
  const template = seeded.db.serialize();
  seeded.close();

  it('holds the seed, and its demo passwords still verify', async () => {
    const { db, close } = createApp({ template });
    expect((db.prepare('SELECT COUNT(*) AS n FROM lines').get() as { n: number }).n).toBeGreaterThan(2000);
    for (const user of DEMO_USERS) {
      const row = db
        .prepare('SELECT password_hash AS hash FROM users WHERE user_name = ?')
        .get(user.userName) as {
        hash: string;
      };
      expect(await verifyPassword(user.password, row.hash), user.userName).toBe(true);
    }
    close();
  });

  it('keeps its writes to itself and checks foreign keys as a fresh database does', () => {
    const one = createApp({ template });
    const two = createApp({ template });
    one.db.prepare('DELETE FROM terms_approvals').run();
    const approvals = (db: typeof one.db) =>
      (db.prepare('SELECT COUNT(*) AS n FROM terms_approvals').get() as { n: number }).n;
    expect(approvals(one.db)).toBe(0);
    expect(approvals(two.db)).toBeGreaterThan(0);
    expect(() =>
      one.db
        .prepare("INSERT INTO lines VALUES ('5300000000', 'none', 'VOICE', 't', 'ACTIVE', 'd', 'i', 'u', 0)")
        .run(),
    ).toThrow(/FOREIGN KEY/);
    one.close();
    two.close();
  });
});
