/** A signed-in sandbox client with the usage-abroad calls, for this feature's tests. */

import type {
  AbroadChangeAnswer,
  AbroadListPage,
  AbroadSummary,
  AbroadValidation,
} from '../../src/api/abroad/types';
import type { OtpChallenge } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';

/** Signs `user` in, on a new sandbox or on `client` (two people sharing one sandbox). */
export async function abroadClient(
  user: readonly [string, string] = USERS.fast,
  client: ReturnType<typeof sandboxClient> = sandboxClient(),
) {
  const login = await client.login(...user);
  const token = login.pageToken;
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;
  const content = async <T>(row: string, body: unknown) => {
    const res = await client.call<T>(row, body, { token });
    if (!res.body.content) throw new Error(`${row}: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  };
  const list = (body: unknown) => content<AbroadListPage>('usageAbroadProductList', body);
  const summary = (service: 'ROAMING' | 'CALL_ABROAD') =>
    content<AbroadSummary>(service === 'ROAMING' ? 'usageAbroadQuery' : 'callAbroadQuery', {});
  const validate = (body: unknown) => content<AbroadValidation>('usageAbroadGsmValidation', body);
  /** A validated code for `purpose` with `reference`, as the OTP dialog gets it. */
  const validatedCode = async (purpose: string, reference: string) => {
    const sent = await client.call<OtpChallenge>('sendOtp', { purpose, reference }, { token });
    const transactionId = sent.body.content?.transactionId ?? '';
    const code = client.outbox.latestCode(msisdn);
    await client.call('validateOtp', { transactionId, code }, { token });
    return transactionId;
  };
  const change = (row: string, validationId: string, transactionId: string) =>
    client.call<AbroadChangeAnswer>(row, { validationId, transactionId }, { token });
  return { client, login, token, list, summary, validate, validatedCode, change };
}
