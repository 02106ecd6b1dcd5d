/** A signed-in sandbox client with the tariff calls, for this feature's tests. */
import type { OtpChallenge } from '../../src/api/types';
import type { AppOptions } from '../app';
import { sandboxClient, USERS } from '../test-support';

export type Client = ReturnType<typeof sandboxClient>;

/** Signs `user` in, on a new sandbox or on `client`. */
export async function tariffClient(
  user: readonly [string, string] = USERS.fast,
  client: Client = sandboxClient(),
) {
  const login = await client.login(...user);
  const token = login.pageToken;
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;
  // The company the session acts for (the demo manager's default one, the fast user's only one).
  const corporateNcst = (
    client.db.prepare('SELECT corporate_ncst AS c FROM sessions WHERE token = ?').get(token) as { c: string }
  ).c;
  const call = <T>(row: string, body?: unknown, params?: Record<string, string>) =>
    client.call<T>(row, body, { token, ...(params ? { params } : {}) });
  const content = async <T>(row: string, body?: unknown, params?: Record<string, string>) => {
    const res = await call<T>(row, body, params);
    if (!res.body.content) throw new Error(`${row}: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  };
  /** A GET row with a query string (the test client sends no query itself). */
  const get = async <T>(path: string) => {
    const res = await client.app.request(`/api${path}`, { headers: { pageToken: token } });
    return {
      status: res.status,
      body: (await res.json()) as { content: T | null; status: { code: string; message: string } },
    };
  };
  const validatedCode = async (reference: string) => {
    const sent = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose: 'TARIFF_CHANGE', reference },
      { token },
    );
    const transactionId = sent.body.content?.transactionId ?? '';
    const code = client.outbox.latestCode(msisdn);
    await client.call('validateOtp', { transactionId, code }, { token });
    return transactionId;
  };
  /** A line of the company by type, status and tariff, straight from the database. */
  const lineWhere = (type: string, status = 'ACTIVE', tariff?: string, skip = 0) =>
    (
      client.db
        .prepare(
          `SELECT msisdn FROM lines WHERE corporate_ncst = ? AND product_type = ? AND status = ?
           AND (? IS NULL OR tariff_name = ?) ORDER BY msisdn LIMIT 1 OFFSET ?`,
        )
        .get(corporateNcst, type, status, tariff ?? null, tariff ?? null, skip) as { msisdn: string }
    ).msisdn;
  const tariffOf = (msisdn: string) =>
    (client.db.prepare('SELECT tariff_name AS t FROM lines WHERE msisdn = ?').get(msisdn) as { t: string }).t;
  return { client, token, call, content, get, validatedCode, lineWhere, tariffOf, corporateNcst };
}

export const clientWith = (options: AppOptions) => sandboxClient(options);
