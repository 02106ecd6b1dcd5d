/** A signed-in sandbox client with the request-history calls, for this feature's tests. */
import type {
  DemandAndOrderCounts,
  OrderTransactionDetail,
  OrderTransactionGsmList,
  OrderTransactionPage,
} from '../../src/api/orderTransactions/types';
import type { Envelope } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';

type Query = Record<string, string | number>;

export async function historyClient(
  user: readonly [string, string] = USERS.fast,
  client: ReturnType<typeof sandboxClient> = sandboxClient(),
) {
  const login = await client.login(...user);
  const token = login.pageToken;
  /** A GET of the sandbox with a query string (the test client's `call` sends none). */
  const get = async <T>(path: string, query: Query = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await client.app.request(`/api/dc_ccsi/v1/${path}?${search}`, {
      headers: { pageToken: token },
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  };
  const content = async <T>(path: string, query?: Query) => {
    const res = await get<T>(path, query);
    if (!res.body.content) throw new Error(`${path}: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  };
  const list = (query?: Query) => content<OrderTransactionPage>('order-transactions', query);
  const detail = (orderId: string, operationTypeId: number) =>
    get<OrderTransactionDetail>(`order-transactions/${encodeURIComponent(orderId)}`, { operationTypeId });
  const gsm = (orderId: string) =>
    get<OrderTransactionGsmList>(`order-transactions/${encodeURIComponent(orderId)}/gsm`);
  const counts = () => content<DemandAndOrderCounts>('orders/counts');
  /** Everything matching `query`, all pages. */
  const all = async (query: Query = {}) => (await list({ ...query, limit: 200 })).items;
  return { client, login, token, get, list, detail, gsm, counts, all };
}
