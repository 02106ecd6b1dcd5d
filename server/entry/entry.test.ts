// @vitest-environment node
/**
 * The entry rows: a seamless-login token opens a session once and only within five minutes; the
 * fake login exists only in test mode; the landing's component info is the real list.
 */
import * as v from 'valibot';
import { ComponentInfo } from '../../src/api/entry/types';
import { LandingInfo, LoginResponse } from '../../src/api/session/schemas';
import type { LoginResponse as LoginAnswer } from '../../src/api/types';
import { sandboxClient, testClock, USERS } from '../test-support';

async function mint(client: ReturnType<typeof sandboxClient>, userName: string) {
  const res = await client.app.request('/sandbox/entry/seamlessToken', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName }),
  });
  const body = res.status === 200 ? ((await res.json()) as { token?: string; error?: string }) : {};
  return { status: res.status, body };
}

describe('seamlessLoginData', () => {
  it('exchanges a minted token for a login response once; the second use gets the Turkish refusal', async () => {
    const client = sandboxClient({ testHooks: true });
    const { body } = await mint(client, USERS.fast[0]);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);

    const first = await client.call<LoginAnswer>('seamlessLoginData', { token: body.token });
    expect(first.status).toBe(200);
    const login = v.parse(LoginResponse, first.body.content);
    expect(login.pageToken).not.toBe('');
    // The session is real: a protected row answers with it.
    expect((await client.call('sessionControl', {}, { token: login.pageToken })).status).toBe(200);

    const second = await client.call('seamlessLoginData', { token: body.token });
    expect(second.status).toBe(400);
    expect(second.body.status?.message).toBe(
      'Bu giriş bağlantısı kullanılmış ya da süresi dolmuş. Lütfen kullanıcı adınız ve şifrenizle giriş yapın.',
    );
    client.close();
  });

  it('refuses a token older than five minutes and an unknown one alike', async () => {
    const clock = testClock();
    const client = sandboxClient({ testHooks: true, now: clock.now });
    const { body } = await mint(client, USERS.demo[0]);
    clock.advance(5 * 60 + 1);
    const expired = await client.call('seamlessLoginData', { token: body.token });
    expect(expired.status).toBe(400);
    const unknown = await client.call('seamlessLoginData', { token: 'x'.repeat(43) });
    expect(unknown.body.status).toEqual(expired.body.status);
    client.close();
  });

  it('is still good just before five minutes', async () => {
    const clock = testClock();
    const client = sandboxClient({ testHooks: true, now: clock.now });
    const { body } = await mint(client, USERS.demo[0]);
    clock.advance(5 * 60 - 1);
    expect((await client.call('seamlessLoginData', { token: body.token })).status).toBe(200);
    client.close();
  });

  it('names a malformed token in Turkish', async () => {
    const client = sandboxClient();
    const res = await client.call('seamlessLoginData', { token: 'kısa' });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toMatch(/Giriş anahtarı/);
    client.close();
  });

  it('the expire hook ages unused tokens', async () => {
    const client = sandboxClient({ testHooks: true });
    const { body } = await mint(client, USERS.demo[0]);
    await client.app.request('/sandbox/entry/expireSeamlessTokens', { method: 'POST' });
    expect((await client.call('seamlessLoginData', { token: body.token })).status).toBe(400);
    client.close();
  });

  it('mints tokens only with test hooks on, and only for a known person', async () => {
    const off = sandboxClient();
    expect((await mint(off, USERS.demo[0])).status).toBe(404);
    off.close();
    const on = sandboxClient({ testHooks: true });
    expect((await mint(on, 'yok.boyle.biri')).body.error).toMatch(/bulunamadı/);
    on.close();
  });
});

describe('fakeLogin', () => {
  it('answers the 404 envelope without test hooks', async () => {
    const client = sandboxClient();
    const res = await client.call('fakeLogin', { userName: USERS.demo[0] });
    expect(res.status).toBe(404);
    expect(res.body.status?.code).toBe('NOT_FOUND');
    expect(res.body.status?.message).toBe('Bu giriş yöntemi bu ortamda kullanılamaz.');
    client.close();
  });

  it('logs a person in by name in test mode, with no password or code', async () => {
    const client = sandboxClient({ testHooks: true });
    const res = await client.call('fakeLogin', { userName: USERS.special[0] });
    expect(res.status).toBe(200);
    const login = v.parse(LoginResponse, res.body.content);
    expect(login.authorizedPersonType).toBe('OZEL_SIFRE_YETKILISI');
    const unknown = await client.call('fakeLogin', { userName: 'yok.boyle.biri' });
    expect(unknown.status).toBe(400);
    client.close();
  });
});

describe('landing and component info', () => {
  it('answers each landing type in its schema', async () => {
    const client = sandboxClient();
    const app = await client.call('landing', { type: 'APP_INFO' });
    expect(v.parse(LandingInfo, app.body.content)).toMatchObject({ appName: 'Kurumsal Portal' });
    const products = await client.call<{ products: { productType: string }[] }>('landing', {
      type: 'PRODUCT',
    });
    expect(products.body.content?.products.map((p) => p.productType)).toEqual(['VOICE', 'DATA', 'M2M']);
    const components = await client.call('landing', { type: 'COMPONENT_INFO' });
    expect(v.parse(ComponentInfo, components.body.content).components.length).toBeGreaterThan(0);
    const bad = await client.call('landing', { type: 'BASKA' });
    expect(bad.status).toBe(400);
    expect(bad.body.status?.message).toMatch(/Bilgi türü/);
    client.close();
  });

  it('landingComponentInfo lists every component, or the named ones', async () => {
    const client = sandboxClient();
    const [pageToken] = [(await client.login(...USERS.fast)).pageToken];
    const all = await client.call('landingComponentInfo', {}, { token: pageToken });
    const list = v.parse(ComponentInfo, all.body.content).components;
    expect(list.map((c) => c.code)).toContain('FAST_LOGIN');
    const some = await client.call(
      'landingComponentInfo',
      { codes: ['SEAMLESS_LOGIN'] },
      { token: pageToken },
    );
    expect(v.parse(ComponentInfo, some.body.content).components).toEqual([
      { code: 'SEAMLESS_LOGIN', title: 'Kesintisiz giriş', enabled: true, version: '1.1.0' },
    ]);
    client.close();
  });
});
