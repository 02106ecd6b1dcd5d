/** A signed-in sandbox client with the invoice calls, for this feature's tests. */
import type { OtpChallenge } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';

export async function invoicesClient(
  user: readonly [string, string] = USERS.fast,
  client: ReturnType<typeof sandboxClient> = sandboxClient(),
) {
  const login = await client.login(...user);
  const token = login.pageToken;
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;
  const corporateNcst = (
    client.db
      .prepare(
        `SELECT uc.corporate_ncst AS c FROM user_companies uc JOIN users u ON u.id = uc.user_id
         WHERE u.user_name = ? ORDER BY uc.default_company DESC, uc.position LIMIT 1`,
      )
      .get(user[0]) as { c: string }
  ).c;
  const call = <T>(row: string, body: unknown) => client.call<T>(row, body, { token });
  const content = async <T>(row: string, body: unknown) => {
    const res = await call<T>(row, body);
    if (!res.body.content) throw new Error(`${row}: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  };
  /** A validated INVOICE_DETAIL code for `line`, as the OTP dialog gets it. */
  const validatedCode = async (line: string) => {
    const sent = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose: 'INVOICE_DETAIL', reference: line },
      { token },
    );
    const transactionId = sent.body.content?.transactionId ?? '';
    const code = client.outbox.latestCode(msisdn);
    await client.call('validateOtp', { transactionId, code }, { token });
    return transactionId;
  };
  return { client, login, token, corporateNcst, call, content, validatedCode };
}
