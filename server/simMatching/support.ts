/** A signed-in sandbox client with the SIM matching calls, for this feature's tests. */
import {
  SIM_MATCHING_OTP_PURPOSE,
  type SimMatchReport,
  type SimPair,
  type SimPoolAnswer,
  type SimValidation,
  simMatchingReference,
} from '../../src/api/simMatching/types';
import type { Envelope, OtpChallenge } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';

export async function simClient(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const login = await client.login(...user);
  const token = login.pageToken;
  const ncst = login.corporateNcst;
  const position = (
    client.db.prepare('SELECT position FROM companies WHERE corporate_ncst = ?').get(ncst) as {
      position: number;
    }
  ).position;
  /** The company's active voice lines (numbers), first ones by number. */
  const lines = (status = 'ACTIVE') =>
    (
      client.db
        .prepare(
          `SELECT msisdn FROM lines WHERE corporate_ncst = ? AND product_type = 'VOICE' AND status = ?
           ORDER BY msisdn LIMIT 50`,
        )
        .all(ncst, status) as { msisdn: string }[]
    ).map((r) => r.msisdn);
  const isInPool = async (iccid: string) => {
    const res = await client.app.request(
      `/api/dc_ccsi/v1/sim-matching/is-in-pool?${new URLSearchParams({ iccid })}`,
      { headers: { pageToken: token } },
    );
    return { status: res.status, body: (await res.json()) as Envelope<SimPoolAnswer> };
  };
  const validate = (pairs: SimPair[]) =>
    client.call<SimValidation>('simMatchingValidate', { pairs }, { token });
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;
  /** Sends an SMS code for `reference` and validates it, as the confirmation dialog does. */
  const validatedCode = async (reference: string, purpose = SIM_MATCHING_OTP_PURPOSE) => {
    const sent = await client.call<OtpChallenge>('sendOtp', { purpose, reference }, { token });
    const transactionId = sent.body.content?.transactionId ?? '';
    await client.call('validateOtp', { transactionId, code: client.outbox.latestCode(msisdn) }, { token });
    return transactionId;
  };
  /** The match with whatever transaction it is given (or none). */
  const matchWith = (body: unknown) => client.call<SimMatchReport>('simMatchingMatch', body, { token });
  /** The match confirmed by a code sent and validated for this very list. */
  const match = async (pairs: SimPair[]) =>
    matchWith({ pairs, transactionId: await validatedCode(simMatchingReference(pairs)) });
  return {
    client,
    login,
    token,
    ncst,
    msisdn,
    position: position + 1,
    lines,
    isInPool,
    validate,
    validatedCode,
    match,
    matchWith,
  };
}
