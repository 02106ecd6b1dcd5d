/**
 * The three answers of the report (issue 38): offsets past 2^63 reached SQLite and answered 500
 * "datatype mismatch". Now the contract refuses them with a Turkish 400 naming the field.
 */
import { sandboxClient, USERS } from './test-support';

const client = sandboxClient();
const { pageToken } = await client.login(...USERS.fast);
const OFFSET_TOO_LARGE = 'Başlangıç sırası en fazla 1000000 olabilir.';

async function get(path: string) {
  const res = await client.app.request(`/api${path}`, { headers: { pageToken } });
  return { status: res.status, body: (await res.json()) as { status: { code: string; message: string } } };
}

it('a body offset of 1e19 on the line users list', async () => {
  const res = await client.call('lineUserProductList', { offset: 1e19, limit: 20 }, { token: pageToken });
  expect(res.status).toBe(400);
  expect(res.body.status?.code).toBe('VALIDATION_ERROR');
  expect(res.body.status?.message).toBe(OFFSET_TOO_LARGE);
});

it.each([
  '/dc_ccsi/v1/audit-trail?offset=99999999999999999999',
  '/dc_ccsi/v1/tariffs/history?limit=20&offset=9223372036854775808',
  '/dc_ccsi/v1/tariffs/history?limit=2.5&offset=0',
])('%s', async (path) => {
  const res = await get(path);
  expect(res.status).toBe(400);
  expect(res.body.status.code).toBe('VALIDATION_ERROR');
  expect(res.body.status.message).toMatch(/^(Başlangıç sırası|Sayfa boyutu) /);
});
