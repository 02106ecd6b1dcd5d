/** A signed-in sandbox client with the additional-package calls, for this feature's tests. */
import type { ActiveList, HistoryDetail, Quote } from '../../src/api/additionalPackage/types';
import type { OtpChallenge } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';
import { AGREEMENT_VERSION } from './catalogue';

export async function packageClient(
  user: readonly [string, string] = USERS.fast,
  client: ReturnType<typeof sandboxClient> = sandboxClient(),
) {
  const login = await client.login(...user);
  const token = login.pageToken;
  const me = client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as {
    msisdn: string;
  };
  const call = <T>(row: string, body?: unknown, params?: Record<string, string>) =>
    client.call<T>(row, body, { token, params });
  const content = async <T>(row: string, body?: unknown, params?: Record<string, string>) => {
    const res = await call<T>(row, body, params);
    if (!res.body.content) throw new Error(`${row}: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  };
  /** The company's lines of a type and status, straight from the table. */
  const lines = (productType: string, status = 'ACTIVE') =>
    (
      client.db
        .prepare(
          `SELECT msisdn FROM lines WHERE corporate_ncst = ? AND product_type = ? AND status = ?
           AND msisdn NOT IN (SELECT msisdn FROM line_packages) ORDER BY msisdn`,
        )
        .all(login.corporateNcst, productType, status) as { msisdn: string }[]
    ).map((l) => l.msisdn);
  const quote = (offerId: string, msisdns: string[]) =>
    content<Quote>('additionalPackageOfferData', { offerId, msisdns });
  const validatedCode = async (reference: string) => {
    const sent = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose: 'ADDITIONAL_PACKAGE', reference },
      { token },
    );
    const transactionId = sent.body.content?.transactionId ?? '';
    await client.call('validateOtp', { transactionId, code: client.outbox.latestCode(me.msisdn) }, { token });
    return transactionId;
  };
  const order = async (quoteId: string, extra: Record<string, unknown> = {}) =>
    call<HistoryDetail>('additionalPackageOrder', {
      quoteId,
      agreementVersion: AGREEMENT_VERSION,
      agreementAccepted: true,
      transactionId: await validatedCode(quoteId),
      ...extra,
    });
  const active = (body: Record<string, unknown> = {}) => content<ActiveList>('additionalPackageList', body);
  return { client, login, token, call, content, lines, quote, validatedCode, order, active };
}
