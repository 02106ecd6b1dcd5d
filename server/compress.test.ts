/**
 * gzip only where it pays (issue 38, server/middleware/compress.ts): a small answer goes out
 * as it is with its length, a large one gzipped with its length; the content is the same.
 */
import { gunzipSync } from 'node:zlib';
import { sandboxClient, USERS } from './test-support';

it('sends a small answer plain and a large one gzipped, both with their length', async () => {
  const client = sandboxClient();
  const small = await client.app.request('/api/dc_ccsi/v1/security/csrf', {
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
  });
  expect(small.status).toBe(200);
  expect(small.headers.get('Content-Encoding')).toBeNull();
  const text = await small.text();
  expect(Number(small.headers.get('Content-Length'))).toBe(Buffer.byteLength(text));
  expect(JSON.parse(text).content.token).toEqual(expect.any(String));
  expect(small.headers.get('Set-Cookie')).toContain('XSRF-TOKEN=');

  const { pageToken } = await client.login(...USERS.fast);
  const xsrf = await client.ensureCsrf(pageToken);
  const large = await client.app.request('/api/ccsirest/line-user/product-list.json', {
    method: 'POST',
    headers: {
      'Accept-Encoding': 'gzip',
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      pageToken,
    },
    body: JSON.stringify({ offset: 0, limit: 100 }),
  });
  expect(large.headers.get('Content-Encoding')).toBe('gzip');
  const zipped = Buffer.from(await large.arrayBuffer());
  expect(Number(large.headers.get('Content-Length'))).toBe(zipped.byteLength);
  const page = JSON.parse(gunzipSync(zipped).toString('utf8'));
  expect(page.content.items.length).toBeGreaterThan(20);
  expect(zipped.byteLength).toBeLessThan(gunzipSync(zipped).byteLength / 3);
});
