// @vitest-environment node
/** Cross-cutting behaviour: headers, anti-forgery, envelopes, validation, 404 and 501. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app';
import { servedReport } from './catalogue';
import { handlers as defaultHandlers } from './handlers';
import { CONTENT_SECURITY_POLICY } from './middleware/security-headers';
import { sandboxClient, USERS } from './test-support';

const LOGIN_PATH = '/api/ccsirest/auth/login.json';

describe('security headers', () => {
  it('sets CSP and the hardening headers on API, sandbox and 404 responses', async () => {
    const { app } = createApp();
    for (const path of ['/api/dc_ccsi/v1/security/csrf', '/sandbox/sms-outbox', '/api/yok', '/yok']) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('same-origin');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect((await app.request('/api/dc_ccsi/v1/security/csrf')).headers.get('Cache-Control')).toBe(
      'no-store',
    );
  });
});

describe('anti-forgery', () => {
  it('issues a signed readable cookie and answers the same token', async () => {
    const { app } = createApp();
    const res = await app.request('/api/dc_ccsi/v1/security/csrf');
    const body = (await res.json()) as { content: { token: string } };
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(body.content.token).toMatch(/^[0-9a-f]{32}\.anon\.[0-9a-f]{64}$/);
    expect(cookie).toContain(`XSRF-TOKEN=${body.content.token}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('rejects a POST without the header, with a mismatching header and with a forged token', async () => {
    const { app } = createApp();
    const res = await app.request('/api/dc_ccsi/v1/security/csrf');
    const { token } = ((await res.json()) as { content: { token: string } }).content;
    const forged = `${'a'.repeat(32)}.anon.${'b'.repeat(64)}`;
    const attempts: Record<string, string>[] = [
      {},
      { Cookie: `XSRF-TOKEN=${token}` },
      { Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': `${token}x` },
      { Cookie: `XSRF-TOKEN=${forged}`, 'X-XSRF-TOKEN': forged },
    ];
    for (const headers of attempts) {
      const rejected = await app.request(LOGIN_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ userName: USERS.demo[0], password: USERS.demo[1] }),
      });
      expect(rejected.status).toBe(403);
      const body = (await rejected.json()) as { status: { code: string; message: string } };
      expect(body.status).toEqual({
        code: 'CSRF_REJECTED',
        message: 'Güvenlik doğrulaması başarısız oldu. Sayfayı yenileyip tekrar deneyiniz.',
      });
    }
    // The rejection without a valid cookie hands out one, so the client can retry.
    const first = await app.request(LOGIN_PATH, { method: 'POST', body: '{}' });
    expect(first.headers.get('Set-Cookie')).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}\./);
  });

  it('accepts a POST whose header equals its signed cookie', async () => {
    const client = sandboxClient();
    const res = await client.call('login', { userName: USERS.demo[0], password: USERS.demo[1] });
    expect(res.status).toBe(200);
    expect(res.body.status).toEqual({ code: '0', message: 'İşlem başarılı' });
    // A request that already carries a valid cookie gets no new one.
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('keeps cookies valid across restarts when the secret lives in the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-csrf-'));
    const dbPath = join(dir, 'portal.sqlite');
    const first = createApp({ dbPath });
    const res = await first.app.request('/api/dc_ccsi/v1/security/csrf');
    const { token } = ((await res.json()) as { content: { token: string } }).content;
    first.close();
    const second = createApp({ dbPath });
    const again = await second.app.request('/api/dc_ccsi/v1/security/csrf', {
      headers: { Cookie: `XSRF-TOKEN=${token}` },
    });
    expect(((await again.json()) as { content: { token: string } }).content.token).toBe(token);
    second.close();
  });

  it("binds the token to the session: a login's cookie is its own, and another session's token is refused", async () => {
    const client = sandboxClient();
    const first = await client.login(...USERS.fast);
    const second = await client.login(...USERS.demo);
    const path = '/api/ccsirest/menu/refresh.json';
    const post = (pageToken: string, token: string) =>
      client.app.request(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: `XSRF-TOKEN=${token}`,
          'X-XSRF-TOKEN': token,
          pageToken,
        },
        body: '{}',
      });
    const own = await client.ensureCsrf(first.pageToken);
    expect((await post(first.pageToken, own)).status).toBe(200);
    // Another session's valid token, and the anonymous page's token, do not pass a session's write.
    const crossed = await post(second.pageToken, own);
    expect(crossed.status).toBe(403);
    expect(((await crossed.json()) as { status: { code: string } }).status.code).toBe('CSRF_REJECTED');
    const anonymous = await client.ensureCsrf();
    const beforeLogin = await post(first.pageToken, anonymous);
    expect(beforeLogin.status).toBe(403);
    // The refusal hands out a cookie bound to the session it came with, so the page can go on.
    const fresh = beforeLogin.headers.get('Set-Cookie')?.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
    expect((await post(first.pageToken, fresh)).status).toBe(200);
    expect((await post(second.pageToken, fresh)).status).toBe(403);
  });

  it("sends the login's answer with a cookie bound to the session it opens", async () => {
    const client = sandboxClient();
    const otp = await client.startLogin(...USERS.fast);
    const res = await client.call<{ pageToken: string }>('loginToken', {
      transactionId: otp.transactionId,
      code: client.outbox.latestCode('5057654321'),
    });
    const cookie = res.headers.get('Set-Cookie')?.match(/XSRF-TOKEN=([^;]+)/)?.[1];
    expect(cookie).toBeDefined();
    expect(client.csrf.verify(cookie, res.body.content!.pageToken)).toBe(true);
    expect(client.csrf.verify(cookie, 'f'.repeat(64))).toBe(false);
  });
});

describe('envelopes and validation', () => {
  it('answers a VALIDATION_ERROR naming the missing field', async () => {
    const client = sandboxClient();
    const res = await client.call('login', { password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.status).toEqual({ code: 'VALIDATION_ERROR', message: 'Kullanıcı adı zorunludur.' });
    const typed = await client.call('login', { userName: 42, password: 'x' });
    expect(typed.body.status?.message).toBe('Kullanıcı adı metin olmalıdır.');
    const notObject = await client.call('login', 'a');
    expect(notObject.body.status?.message).toBe('İstek gövdesi bir JSON nesnesi olmalıdır.');
    // An array is an object to valibot, never a request body.
    const list = await client.call('login', ['ayse', 'x']);
    expect(list.body.status).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'İstek gövdesi bir JSON nesnesi olmalıdır.',
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const client = sandboxClient();
    const res = await client.call('login', undefined, { rawBody: '{"userName": ' });
    expect(res.status).toBe(400);
    expect(res.body.status).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'İstek gövdesi geçerli bir JSON değil.',
    });
  });

  it('answers 404 "Bulunamadı." for unknown API paths and wrong methods', async () => {
    const client = sandboxClient();
    const token = await client.ensureCsrf();
    for (const [method, path] of [
      ['GET', '/api/ccsirest/yok.json'],
      ['GET', LOGIN_PATH],
    ] as const) {
      const res = await client.app.request(path, { method, headers: { 'X-XSRF-TOKEN': token } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        status: { code: 'NOT_FOUND', message: 'Bulunamadı.' },
        content: null,
      });
    }
  });

  it('answers 501 NOT_IMPLEMENTED for a catalogue row without a handler', async () => {
    // Every row is served now: a registry without one handler stands for a row still to be built.
    const { allOrders: _unserved, ...handlers } = defaultHandlers;
    const client = sandboxClient({ catalogue: { handlers } });
    const session = await client.login(...USERS.fast);
    expect(servedReport(undefined, handlers).unserved).toEqual(['allOrders']);
    const res = await client.call('allOrders', {}, { token: session.pageToken });
    expect(res.status).toBe(501);
    expect(res.body.status).toEqual({
      code: 'NOT_IMPLEMENTED',
      message: '"allOrders" çağrısı sandbox\'ta henüz sunulmuyor.',
    });
  });
});

describe('static portal', () => {
  it('serves built files and falls back to index.html for client routes only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kurumsal Portal</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    const { app } = createApp({ staticDir: dir });
    const file = await app.request('/app.js');
    expect(await file.text()).toBe('console.log(1)');
    const route = await app.request('/dashboard');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('Kurumsal Portal');
    expect(route.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await app.request('/api/yok')).status).toBe(404);
    expect((await app.request('/sandbox/yok')).status).toBe(404);
  });

  it('answers 404 for a missing build file, never the page (issue 38)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kurumsal Portal</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
    const { app } = createApp({ staticDir: dir });
    expect((await app.request('/assets/index-abc.js')).status).toBe(200);
    const missing = await app.request('/assets/index-eski.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Bulunamadı.');
    expect(missing.headers.get('Content-Type')).not.toContain('html');
  });
});
