// @vitest-environment node
/** The sandbox under a path prefix: pages, files and the API below it; only /sandbox outside. */
import { normaliseBasePath, withBasePath } from './basePath';

const echo = (request: Request) => new Response(new URL(request.url).pathname + new URL(request.url).search);
const served = withBasePath(echo, '/sirketim/');
const get = (path: string, init?: RequestInit) => served(new Request(`http://127.0.0.1${path}`, init));

describe('withBasePath', () => {
  it('takes the prefix off for the app: pages, files, the API with its method and body', async () => {
    expect(await (await get('/sirketim/dashboard')).text()).toBe('/dashboard');
    expect(await (await get('/sirketim/assets/index-abc.js')).text()).toBe('/assets/index-abc.js');
    expect(await (await get('/sirketim/')).text()).toBe('/');
    const post = await get('/sirketim/api/ccsirest/auth/login.json?x=1', { method: 'POST', body: '{}' });
    expect(await post.text()).toBe('/api/ccsirest/auth/login.json?x=1');
  });

  it('keeps the sandbox routes outside the prefix', async () => {
    expect(await (await get('/sandbox/sms-outbox?msisdn=1')).text()).toBe('/sandbox/sms-outbox?msisdn=1');
  });

  it('sends page addresses outside the prefix to the same page under it', async () => {
    for (const [from, to] of [
      ['/', '/sirketim/'],
      ['/sirketim', '/sirketim/'],
      ['/dashboard?a=1', '/sirketim/dashboard?a=1'],
    ]) {
      const res = await get(from!);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe(to);
    }
  });

  it('answers the API outside the prefix with the 404 envelope', async () => {
    const res = await get('/api/ccsirest/auth/login.json', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { status: { code: string } }).status.code).toBe('NOT_FOUND');
  });

  it('changes nothing without a prefix', () => {
    expect(withBasePath(echo, '/')).toBe(echo);
    expect(withBasePath(echo, '')).toBe(echo);
    expect(normaliseBasePath('sirketim')).toBe('/sirketim');
    expect(normaliseBasePath(undefined)).toBe('');
  });
});
