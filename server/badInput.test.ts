// @vitest-environment node
/** Bad input never gives a 500 (issue 24): broken path encodings, oversized and non-JSON bodies, caching. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BODY_CODES, type Envelope } from '../src/api/types';
import { createApp } from './app';
import { MESSAGES } from './messages';
import { DEFAULT_MAX_BODY_BYTES } from './middleware/body-checks';
import { sandboxClient, USERS } from './test-support';

const client = sandboxClient();
const { pageToken } = await client.login(...USERS.fast);
const xsrf = await client.ensureCsrf(pageToken);
const headers = { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf, pageToken };

async function send(path: string, init: RequestInit = {}) {
  const res = await client.app.request(`/api${path}`, { ...init, headers: { ...headers, ...init.headers } });
  return { status: res.status, body: (await res.json()) as Envelope<unknown> };
}

describe('a broken percent-encoding in a path id', () => {
  it.each(['%FF', '%E0%A4%A', 'abc%', '%C0%AF'])('answers 400 with the envelope for %s', async (id) => {
    const res = await send(`/dc_ccsi/v1/orders/${id}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toEqual({ code: BODY_CODES.validation, message: MESSAGES.badPathValue });
  });

  it('still decodes a well-formed id', async () => {
    const res = await send('/dc_ccsi/v1/orders/SP%2D0001');
    expect(res.status).not.toBe(400);
  });
});

describe('the size of a body', () => {
  it('is refused with 413 from its Content-Length, before it is read', async () => {
    let pulled = 0;
    // A stream that would be 100 MB; only the header is looked at.
    const body = new ReadableStream({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1_000_000));
        if (pulled >= 100) controller.close();
      },
    });
    const res = await send('/ccsirest/dashboard/status.json', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(100_000_000) },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.body.status?.message).toBe(MESSAGES.bodyTooLarge(DEFAULT_MAX_BODY_BYTES));
    expect(res.body.status?.message).toMatch(/çok büyük.*1\.000 KB/);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('is refused once a streamed body without a length passes the limit', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64_000));
    let sent = 0;
    const body = new ReadableStream({
      pull(controller) {
        sent += 1;
        if (sent > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await send('/ccsirest/dashboard/status.json', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(40);
  });

  it('has a smaller limit on the rows open before a session', async () => {
    const res = await send('/ccsirest/auth/login.json', {
      method: 'POST',
      body: JSON.stringify({ userName: 'a'.repeat(5_000), password: 'x' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.status?.message).toBe(MESSAGES.bodyTooLarge(4_096));
  });
});

describe('the type of a body', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'a write sent as "%s" answers 415',
    async (type) => {
      const res = await send('/ccsirest/search/save.json', {
        method: 'POST',
        body: '{"text":"fatura"}',
        headers: type ? { 'Content-Type': type } : { 'Content-Type': '' },
      });
      expect(res.status).toBe(415);
      expect(res.body.status?.message).toBe(MESSAGES.bodyNotJson);
    },
  );

  it('accepts JSON with a charset, and a write with no body at all', async () => {
    const typed = await send('/ccsirest/dashboard/status.json', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(typed.status).toBe(200);
    const empty = await send('/ccsirest/dashboard/status.json', { method: 'POST' });
    expect(empty.status).toBe(200);
  });
});

describe('caching of the built portal', () => {
  it('asks again for index.html every time and keeps hashed assets for a year', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-cache-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kurumsal Portal</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    const { app, close } = createApp({ staticDir: dir });
    for (const path of ['/', '/index.html', '/dashboard']) {
      expect((await app.request(path)).headers.get('Cache-Control'), path).toBe('no-cache');
    }
    const asset = await app.request('/assets/index-AbC123.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    close();
  });
});
