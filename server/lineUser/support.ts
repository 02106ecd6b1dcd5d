/** Test helpers of the line-user tests: a signed-in sandbox on a fixed clock and its company's lines. */
import type { LineUserListPage } from '../../src/api/lineUser/types';
import { sandboxClient, testClock, USERS } from '../test-support';

/** 15 January 2026, 12:00 in Turkey: "next month" is February. */
export const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

export async function signedIn(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient({ now: testClock(NOW).now });
  const login = await client.login(...user);
  const token = login.pageToken;
  const ncst = login.corporateNcst;
  const call = <T>(name: string, body?: unknown, params?: Record<string, string>) =>
    client.call<T>(name, body, { token, ...(params ? { params } : {}) });
  const list = async (body: Record<string, unknown>) => {
    const res = await call<LineUserListPage>('lineUserProductList', { offset: 0, limit: 500, ...body });
    if (!res.body.content) throw new Error(JSON.stringify(res.body.status));
    return res.body.content;
  };
  const numbers = (where = '1 = 1', ...params: unknown[]) =>
    (
      client.db
        .prepare(`SELECT msisdn FROM lines WHERE corporate_ncst = ? AND ${where} ORDER BY msisdn`)
        .all(ncst, ...params) as { msisdn: string }[]
    ).map((r) => r.msisdn);
  const otherCompanyNumber = () =>
    (
      client.db.prepare('SELECT msisdn FROM lines WHERE corporate_ncst <> ? LIMIT 1').get(ncst) as {
        msisdn: string;
      }
    ).msisdn;
  return { client, token, ncst, call, list, numbers, otherCompanyNumber };
}

/** A valid TC identity number different from every seeded one the tests touch. */
export const PERSON = {
  userName: 'Şebnem Işıklı',
  identityNumber: '10000000146',
  email: 'sebnem.isikli@anadolugida.com.tr',
  department: 'Finans',
  costCenter: 'MM-900',
};
