/** A signed-in sandbox client with the SIM card calls, for this feature's tests. */
import {
  SIM_ORDER_OTP_PURPOSE,
  type SimCardLimit,
  type SimCardOrderAnswer,
  type SimCardOrderRequest,
  type SimImportAnswer,
  simOrderReference,
} from '../../src/api/simCard/types';
import type { OtpChallenge } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';

/** An order as the create row takes it, before its confirmation. */
export type OrderBody = Omit<SimCardOrderRequest, 'transactionId'>;

type LineRow = { msisdn: string; productType: string; status: string };

/** Signs `user` in on a new sandbox. */
export async function simCardClient(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const login = await client.login(...user);
  const token = login.pageToken;
  const content = async <T>(row: string, body: unknown) => {
    const res = await client.call<T>(row, body, { token });
    if (!res.body.content) throw new Error(`${row}: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  };
  /** The company's lines of a type and status, by number. */
  const lines = (productType: string, status = 'ACTIVE') =>
    (
      client.db
        .prepare(
          `SELECT msisdn, product_type AS productType, status FROM lines
           WHERE corporate_ncst = ? AND product_type = ? AND status = ? ORDER BY msisdn`,
        )
        .all(login.corporateNcst, productType, status) as LineRow[]
    ).map((l) => l.msisdn);
  const otherCompanyLine = () =>
    (
      client.db
        .prepare('SELECT msisdn FROM lines WHERE corporate_ncst <> ? LIMIT 1')
        .get(login.corporateNcst) as {
        msisdn: string;
      }
    ).msisdn;
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;
  /** Sends an SMS code for `reference` and validates it, as the confirmation dialog does. */
  const validatedCode = async (reference: string, purpose = SIM_ORDER_OTP_PURPOSE) => {
    const sent = await client.call<OtpChallenge>('sendOtp', { purpose, reference }, { token });
    const transactionId = sent.body.content?.transactionId ?? '';
    await client.call('validateOtp', { transactionId, code: client.outbox.latestCode(msisdn) }, { token });
    return transactionId;
  };
  const createOrder = (body: unknown) =>
    client.call<SimCardOrderAnswer>('simCardCreateOrder', body, { token });
  return {
    client,
    msisdn,
    login,
    token,
    lines,
    otherCompanyLine,
    limit: () => content<SimCardLimit>('simCardLimit', {}),
    importRows: (body: unknown) => content<SimImportAnswer>('simCardExcelImport', body),
    validatedCode,
    /** The order confirmed by a code sent and validated for this very order. */
    order: async (body: OrderBody) =>
      createOrder({ ...body, transactionId: await validatedCode(simOrderReference(body)) }),
    /** The order with whatever transaction it is given (or none). */
    createOrder,
  };
}
