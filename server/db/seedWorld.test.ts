// @vitest-environment node
/**
 * The seeded world is one world (issue 24): its dates sit around the day it was seeded, and a
 * company's customer number is the same on every screen.
 */
import { sandboxClient, testClock, USERS } from '../test-support';
import { DAY_MS, dayOf, isoDay, monthStart, seedDay } from './seedDay';

const month = (ms: number) => isoDay(ms).slice(0, 7);

describe('the seeded world', () => {
  it('is built around the day it was seeded, by the app clock', () => {
    const clock = testClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const client = sandboxClient({ now: clock.now });
    expect(isoDay(seedDay(client.db))).toBe('2026-01-15');
    const newest = client.db.prepare('SELECT MAX(period) AS p FROM invoices').get() as { p: string };
    expect(newest.p).toBe('2025-12');
  });

  it('has its bills, contracts, orders, approvals and lines in the right place around today', () => {
    const client = sandboxClient();
    const today = seedDay(client.db);
    expect(today).toBe(dayOf(Date.now()));
    const one = <T>(sql: string) => client.db.prepare(sql).get() as T;

    expect(one<{ p: string }>('SELECT MAX(period) AS p FROM invoices').p).toBe(month(monthStart(today, 1)));
    // Sixteen months of invoices (issue 18: the invoice screens keep 16, as AT&T Premier does).
    expect(one<{ p: string }>('SELECT MIN(period) AS p FROM invoices').p).toBe(month(monthStart(today, 16)));

    const pending = one<{ first: string; last: string; deadline: string }>(
      "SELECT MIN(created_date) AS first, MAX(created_date) AS last, MIN(approval_deadline) AS deadline FROM contracts WHERE status = 'PENDING'",
    );
    expect(pending.first >= isoDay(today - 60 * DAY_MS)).toBe(true);
    expect(pending.last <= isoDay(today)).toBe(true);
    expect(pending.deadline > isoDay(today)).toBe(true);
    const decided = one<{ last: string }>(
      "SELECT MAX(created_date) AS last FROM contracts WHERE status <> 'PENDING'",
    );
    expect(decided.last < isoDay(today)).toBe(true);

    const orders = one<{ first: number; last: number }>(
      "SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM ledger_entries WHERE channel = 'PORTAL' AND operation_type_id IS NULL",
    );
    expect(orders.last).toBeLessThan(today);
    expect(orders.last).toBeGreaterThan(today - 60 * DAY_MS);
    expect(orders.first).toBeGreaterThan(today - 200 * DAY_MS);

    const approvals = one<{ last: number }>(
      'SELECT MAX(e.created_at) AS last FROM approval_procedures a JOIN ledger_entries e ON e.number = a.workflow_instance_id',
    );
    expect(approvals.last).toBeLessThan(Date.now());
    const lines = one<{ last: string }>('SELECT MAX(activation_date) AS last FROM lines');
    expect(lines.last < isoDay(today)).toBe(true);
  });

  it("names a contract's customer by the company's own customer number, as the company choice does", async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.fast);
    const res = await client.call<unknown>('approvalContracts', {}, { token: login.pageToken });
    const list = JSON.stringify(res.body.content);
    const numbers = [...list.matchAll(/Müşteri no (\d+)/g)].map((m) => m[1]);
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(numbers)).toEqual(new Set([login.corporateNcst]));
  });

  it('dates the exchange rates on its today', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.fast);
    const res = await client.call<{ date: string }>('exchangeRates', {}, { token: login.pageToken });
    expect(res.body.content?.date).toBe(isoDay(seedDay(client.db)));
  });
});
