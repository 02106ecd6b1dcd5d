/** A signed-in sandbox client with the SIM matching calls, for this feature's tests. */
import type { SimMatchReport, SimPair, SimPoolAnswer, SimValidation } from '../../src/api/simMatchingTypes';
import type { Envelope } from '../../src/api/types';
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
  const match = (pairs: SimPair[]) => client.call<SimMatchReport>('simMatchingMatch', { pairs }, { token });
  return { client, login, token, ncst, position: position + 1, lines, isInPool, validate, match };
}
