/** A signed-in sandbox client with the SIM card calls, for this feature's tests. */
import type { SimCardLimit, SimCardOrderAnswer, SimImportAnswer } from '../../src/api/simCardTypes';
import { sandboxClient, USERS } from '../test-support';

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
  return {
    client,
    login,
    token,
    lines,
    otherCompanyLine,
    limit: () => content<SimCardLimit>('simCardLimit', {}),
    importRows: (body: unknown) => content<SimImportAnswer>('simCardExcelImport', body),
    order: (body: unknown) => client.call<SimCardOrderAnswer>('simCardCreateOrder', body, { token }),
  };
}
