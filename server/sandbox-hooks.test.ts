// @vitest-environment node
/** The e2e test hooks: reset to the seed and expire every session; absent unless switched on. */
import { sandboxClient, testClock, USERS } from './test-support';

const count = (client: ReturnType<typeof sandboxClient>, table: string) =>
  (client.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('sandbox test hooks', () => {
  it('answer 404 when the hooks are off (the default)', async () => {
    const client = sandboxClient();
    for (const path of ['/sandbox/reset', '/sandbox/sessions/expire']) {
      const res = await client.app.request(path, { method: 'POST' });
      expect(res.status).toBe(404);
    }
  });

  it('reset empties sessions, OTP transactions and the outbox and restores the seed', async () => {
    const client = sandboxClient({ testHooks: true });
    const seeded = { users: count(client, 'users'), lines: count(client, 'lines') };
    const { pageToken } = await client.login(...USERS.demo);
    const terms = await client.call<{ terms: { id: string }[] }>('termsApprovedList', undefined, {
      token: pageToken,
    });
    const termIds = terms.body.content?.terms.map((t) => t.id) ?? [];
    expect(termIds.length).toBeGreaterThan(0);
    await client.call('termsApprovedConfirm', { termIds }, { token: pageToken });
    expect(count(client, 'terms_approvals')).toBeGreaterThan(0);

    const res = await client.app.request('/sandbox/reset', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reset: true });

    expect(count(client, 'sessions')).toBe(0);
    expect(count(client, 'otp_transactions')).toBe(0);
    expect(client.outbox.list()).toEqual([]);
    expect({ users: count(client, 'users'), lines: count(client, 'lines') }).toEqual(seeded);
    // demo.yonetici has not approved the terms in the seed: the approval above is gone.
    const again = await client.login(...USERS.demo);
    expect(again.isTermApproved).toBe(false);
    // The old token no longer opens anything.
    expect((await client.call('menuRefresh', {}, { token: pageToken })).status).toBe(401);
  });

  it('keeps the anti-forgery secret, so the browser cookie still works after a reset', async () => {
    const client = sandboxClient({ testHooks: true });
    await client.ensureCsrf();
    await client.app.request('/sandbox/reset', { method: 'POST' });
    const res = await client.call('landing', { type: 'APP_INFO' });
    expect(res.status).toBe(200);
  });

  it('expire makes every live session answer body code "419" on its next call', async () => {
    const clock = testClock();
    const client = sandboxClient({ testHooks: true, now: clock.now, idleTimeoutSeconds: 600 });
    const first = await client.login(...USERS.fast);
    const second = await client.login(...USERS.limited);

    const res = await client.app.request('/sandbox/sessions/expire', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ expired: 2 });

    for (const { pageToken } of [first, second]) {
      const call = await client.call('menuRefresh', {}, { token: pageToken });
      expect(call.status).toBe(200);
      expect(call.body.status?.code).toBe('419');
    }
  });
});
