// @vitest-environment node
/** The demo data: counts, determinism, and persistence of a file database across restarts. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { sandboxClient, USERS } from '../test-support';
import { SEEDED_PERSONS } from './persons';
import { HOLDING_NAME } from './seed';

const count = (db: ReturnType<typeof createApp>['db'], sql: string, ...args: unknown[]) =>
  (db.prepare(sql).get(...args) as { n: number }).n;

describe('seed', () => {
  it('holds one holding, at least three companies and 2,000 lines of every product type', () => {
    const { db } = createApp();
    expect(db.prepare('SELECT name FROM holdings').all()).toEqual([{ name: HOLDING_NAME }]);
    expect(count(db, 'SELECT COUNT(*) AS n FROM companies')).toBeGreaterThanOrEqual(3);
    expect(count(db, 'SELECT COUNT(*) AS n FROM lines')).toBeGreaterThanOrEqual(2000);
    for (const type of ['VOICE', 'DATA', 'M2M']) {
      expect(count(db, 'SELECT COUNT(*) AS n FROM lines WHERE product_type = ?', type), type).toBeGreaterThan(
        0,
      );
    }
    expect(
      count(
        db,
        "SELECT COUNT(*) AS n FROM lines WHERE msisdn NOT GLOB '5[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'",
      ),
    ).toBe(0);
    expect(count(db, "SELECT COUNT(*) AS n FROM lines WHERE status = 'SUSPENDED'")).toBeGreaterThan(0);
    // The demo users and the authorized persons seeded for the fast user's company.
    expect(count(db, 'SELECT COUNT(*) AS n FROM users')).toBe(4 + SEEDED_PERSONS.length);
    expect(count(db, "SELECT COUNT(*) AS n FROM users WHERE password_hash NOT LIKE 'scrypt%$%'")).toBe(0);
  });

  it('is the same on every fresh database', () => {
    const dump = () => {
      const { db, close } = createApp();
      const rows = db.prepare('SELECT * FROM lines ORDER BY msisdn').all();
      const users = db.prepare('SELECT * FROM users ORDER BY id').all();
      close();
      return JSON.stringify([rows, users]);
    };
    expect(dump()).toBe(dump());
  });
});

describe('file database', () => {
  it('keeps data across two apps on the same file and seeds only once', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'portal-db-')), 'portal.sqlite');
    const first = sandboxClient({ dbPath });
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
    const { pageToken } = await first.login(...USERS.demo);
    const list = await first.call<{ terms: { id: string }[] }>('termsApprovedList', undefined, {
      token: pageToken,
    });
    await first.call(
      'termsApprovedConfirm',
      { termIds: list.body.content?.terms.map((t) => t.id) },
      { token: pageToken },
    );
    const lines = count(first.db, 'SELECT COUNT(*) AS n FROM lines');
    first.close();

    const second = sandboxClient({ dbPath });
    expect(count(second.db, 'SELECT COUNT(*) AS n FROM lines')).toBe(lines);
    expect(count(second.db, 'SELECT COUNT(*) AS n FROM users')).toBe(4 + SEEDED_PERSONS.length);
    // The session, the approval and the outbox survived the restart.
    const menu = await second.call('menuRefresh', {}, { token: pageToken });
    expect(menu.status).toBe(200);
    expect((await second.login(...USERS.demo)).isTermApproved).toBe(true);
    expect(second.outbox.list({ msisdn: '5321234567' })).toHaveLength(2);
    second.close();
  });
});
