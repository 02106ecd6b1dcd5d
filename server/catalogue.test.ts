// @vitest-environment node
/** Catalogue binding helpers, the served report, and the sandbox-only outbox routes. */

import { pathParams, servedReport, toHonoPath } from './catalogue';
import { endpoints } from './contract';
import { handlers } from './handlers';
import type { Handler } from './handlers/types';
import { sandboxClient, USERS } from './test-support';

describe('catalogue binding', () => {
  it('turns {key} placeholders into Hono parameters, also inside a segment', () => {
    expect(toHonoPath('/dc_ccsi/v1/orders/{orderId}')).toBe('/dc_ccsi/v1/orders/:orderId');
    expect(toHonoPath('/ccsirest/orders/{orderId}.json')).toBe('/ccsirest/orders/:orderId{[^/]+\\.json}');
    expect(pathParams('/ccsirest/orders/{orderId}.json', '/ccsirest/orders/A%2F7.json')).toEqual({
      orderId: 'A/7',
    });
    expect(pathParams('/v1/{a}/x/{b}', '/v1/1/x/2')).toEqual({ a: '1', b: '2' });
  });

  it('has a catalogue row for every handler, and reports the rest as unserved', () => {
    const names = new Set(endpoints.map((row) => row.name));
    for (const name of Object.keys(handlers)) expect(names.has(name), name).toBe(true);
    const report = servedReport();
    expect(report.total).toBe(endpoints.length);
    expect(report.served + report.unserved.length).toBe(report.total);
    expect(report.served).toBeGreaterThanOrEqual(16);
    expect(report.unserved).not.toContain('login');
  });

  it('routes every catalogue row to itself: no row is shadowed by another path', async () => {
    // Only the anti-forgery handler is kept, so every other row must answer its own 501.
    const client = sandboxClient({
      catalogue: { rows: endpoints, handlers: { antiForgeryToken: handlers.antiForgeryToken as Handler } },
    });
    const token = 'a'.repeat(64);
    client.db
      .prepare(
        `INSERT INTO sessions (token, user_id, corporate_ncst, created_at, last_seen_at)
         SELECT ?, u.id, uc.corporate_ncst, ?, ? FROM users u JOIN user_companies uc ON uc.user_id = u.id
         WHERE u.user_name = ?`,
      )
      .run(token, Date.now(), Date.now(), USERS.fast[0]);
    for (const row of endpoints.filter((r) => r.name !== 'antiForgeryToken')) {
      const res = await client.call(row.name, {}, { token, params: { orderId: '1', productId: '2' } });
      expect(res.status, row.name).toBe(501);
      expect(res.body.status?.message).toBe(`"${row.name}" çağrısı sandbox'ta henüz sunulmuyor.`);
    }
  });
});

describe('SMS outbox', () => {
  it('lists messages newest first as JSON, filtered by number', async () => {
    const client = sandboxClient();
    await client.startLogin(...USERS.demo);
    await client.startLogin(...USERS.fast);
    const all = (await (await client.app.request('/sandbox/sms-outbox')).json()) as { msisdn: string }[];
    expect(all.map((m) => m.msisdn)).toEqual(['5057654321', '5321234567']);
    const one = await client.app.request('/sandbox/sms-outbox?msisdn=5321234567');
    expect(((await one.json()) as unknown[]).length).toBe(1);
  });

  it('shows a Turkish page that refreshes itself without scripts', async () => {
    const client = sandboxClient();
    await client.startLogin(...USERS.demo);
    const res = await client.app.request('/sandbox/sms-outbox.html');
    const html = await res.text();
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(html).toContain('<meta http-equiv="refresh" content="3">');
    expect(html).toContain('lang="tr"');
    expect(html).toContain('SMS Kutusu');
    expect(html).toContain(client.outbox.latestCode('5321234567'));
    expect(html).not.toContain('<script');
  });
});
