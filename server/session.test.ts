// @vitest-environment node
/** Session lifetime: 401 without a usable token, body code "419" after idling, logout. */
import { sandboxClient, testClock, USERS } from './test-support';

describe('sessions', () => {
  it('answers 401 for a missing or unknown pageToken on a protected row', async () => {
    const client = sandboxClient();
    for (const token of [undefined, 'f'.repeat(64), 'kisa-token']) {
      const res = await client.call('menuRefresh', {}, token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.body.status).toEqual({
        code: '401',
        message: 'Oturumunuz bulunamadı. Lütfen tekrar giriş yapın.',
      });
    }
  });

  it('expires an idle session with HTTP 200 and body code "419", then forgets it', async () => {
    const clock = testClock();
    const client = sandboxClient({ now: clock.now, idleTimeoutSeconds: 60 });
    const { pageToken } = await client.login(...USERS.fast);
    clock.advance(59);
    expect((await client.call('menuRefresh', {}, { token: pageToken })).status).toBe(200);
    clock.advance(59); // still alive: the previous call refreshed last-seen
    expect((await client.call('termsApprovedList', undefined, { token: pageToken })).status).toBe(200);
    clock.advance(61);
    const expired = await client.call('menuRefresh', {}, { token: pageToken });
    expect(expired.status).toBe(200);
    expect(expired.body.status).toEqual({
      code: '419',
      message: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
    });
    expect((await client.call('menuRefresh', {}, { token: pageToken })).status).toBe(401);
  });

  it('reports the idle time left without extending it', async () => {
    const clock = testClock();
    const client = sandboxClient({ now: clock.now, idleTimeoutSeconds: 100 });
    const { pageToken } = await client.login(...USERS.fast);
    clock.advance(30);
    const first = await client.call('sessionControl', {}, { token: pageToken });
    expect(first.body.content).toEqual({ active: true, idleSecondsLeft: 70 });
    clock.advance(30);
    const second = await client.call('sessionControl', {}, { token: pageToken });
    expect(second.body.content).toEqual({ active: true, idleSecondsLeft: 40 });
  });

  it('revokes the session on logout', async () => {
    const client = sandboxClient();
    const { pageToken } = await client.login(...USERS.fast);
    const out = await client.call('logout', {}, { token: pageToken });
    expect(out.status).toBe(200);
    const after = await client.call('menuRefresh', {}, { token: pageToken });
    expect(after.status).toBe(401);
    expect(after.body.status?.code).toBe('401');
  });

  it('serves the public rows without a session', async () => {
    const client = sandboxClient();
    const landing = await client.call('landing', { type: 'APP_INFO' });
    expect(landing.body.content).toMatchObject({ appName: 'Kurumsal Portal' });
    const link = await client.call('loginLink', {});
    expect(link.status).toBe(401);
  });

  it('answers the login link below the path prefix the portal is served under', async () => {
    for (const [basePath, url] of [
      [undefined, '/login'],
      ['/sirketim/', '/sirketim/login'],
    ] as const) {
      const client = sandboxClient({ basePath });
      const session = await client.login(...USERS.fast);
      const link = await client.call<{ url: string }>('loginLink', {}, { token: session.pageToken });
      expect(link.body.content).toEqual({ url });
    }
  });
});
