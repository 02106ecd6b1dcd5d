// @vitest-environment node
/**
 * One world, the persons and counts (issue 35): in every seeded company, everyone a screen names
 * as having asked for something is one of the company's persons (server/db/persons.ts), and every
 * count a screen shows equals the length of the list it counts.
 */
import type { ApprovalProcedureCount, ApprovalProcedureList } from '../src/api/approvals/types';
import type { OrderListPage } from '../src/api/orders/types';
import type { DemandAndOrderCounts, OrderTransactionPage } from '../src/api/orderTransactions/types';
import type { DemandList } from '../src/api/requestSubmitting/types';
import type { Envelope, LoginResponse } from '../src/api/types';
import { companyPersons } from './db/persons';
import { SEED_COMPANIES } from './db/seed';
import { sandboxClient, USERS } from './test-support';

type Client = ReturnType<typeof sandboxClient>;

async function get<T>(client: Client, token: string, path: string, query: Record<string, string> = {}) {
  const xsrf = await client.ensureCsrf(token);
  const res = await client.app.request(`/api${path}?${new URLSearchParams(query)}`, {
    headers: { Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf, pageToken: token },
  });
  const body = (await res.json()) as Envelope<T>;
  if (!body.content) throw new Error(`${path}: ${JSON.stringify(body.status)}`);
  return body.content;
}

async function allOrders(client: Client, token: string, query: Record<string, string> = {}) {
  const first = await get<OrderListPage>(client, token, '/dc_ccsi/v1/orders', { ...query, pageSize: '50' });
  const orders = [...first.orders];
  for (let page = 2; page <= Math.ceil(first.total / 50); page++)
    orders.push(
      ...(
        await get<OrderListPage>(client, token, '/dc_ccsi/v1/orders', {
          ...query,
          pageSize: '50',
          page: String(page),
        })
      ).orders,
    );
  return { total: first.total, orders };
}

async function history(client: Client, token: string, query: Record<string, string> = {}) {
  const path = '/dc_ccsi/v1/order-transactions';
  const first = await get<OrderTransactionPage>(client, token, path, { ...query, limit: '200' });
  const items = [...first.items];
  while (items.length < first.total)
    items.push(
      ...(
        await get<OrderTransactionPage>(client, token, path, {
          ...query,
          limit: '200',
          offset: String(items.length),
        })
      ).items,
    );
  return { total: first.total, items };
}

describe('the seeded world names its own people and counts its own lists', () => {
  const client = sandboxClient();
  let token = '';
  beforeAll(async () => {
    // Ayşe Yılmaz works for every seeded company.
    token = (await client.login(...USERS.demo)).pageToken;
  });

  for (const company of SEED_COMPANIES) {
    it(`${company.name}: every requester is a person of the company, every count its list's length`, async () => {
      const switched = await client.call<LoginResponse>(
        'changeCorporate',
        { corporateNcst: company.corporateNcst },
        { token },
      );
      expect(switched.status).toBe(200);
      const persons = new Set(companyPersons(client.db, company.corporateNcst).map((p) => p.fullName));
      const strangers = (names: string[]) => [...new Set(names.filter((name) => !persons.has(name)))];

      const orders = await allOrders(client, token);
      expect(orders.orders).toHaveLength(orders.total);
      expect(strangers(orders.orders.map((o) => o.createdBy)), 'My Orders').toEqual([]);

      const requests = await history(client, token);
      expect(requests.items).toHaveLength(requests.total);
      expect(strangers(requests.items.map((r) => r.createdBy)), 'request history').toEqual([]);

      const approvals = await get<ApprovalProcedureList>(client, token, '/dc_ccsi/v1/approval-procedures');
      expect(strangers(approvals.procedures.map((p) => p.requester)), 'pending approvals').toEqual([]);
      const approvalCount = (
        await client.call<ApprovalProcedureCount>('approvalProceduresCount', {}, { token })
      ).body.content;
      expect(approvalCount?.count).toBe(approvals.procedures.length);
      const card = (await client.call<{ count: number }>('dashboardApprovalProcesses', {}, { token })).body
        .content;
      expect(card?.count).toBe(approvals.procedures.length);

      const demands = await get<DemandList>(client, token, '/dc_ccsi/v1/request-submitting/demands', {
        limit: '100',
      });
      expect(strangers(demands.items.map((d) => d.submittedBy)), 'demands').toEqual([]);

      const counts = await get<DemandAndOrderCounts>(client, token, '/dc_ccsi/v1/orders/counts');
      expect(counts.openDemands).toBe((await history(client, token, { status: 'OPEN' })).total);
      const open =
        (await allOrders(client, token, { status: 'RECEIVED' })).total +
        (await allOrders(client, token, { status: 'IN_PROGRESS' })).total;
      expect(counts.openOrders).toBe(open);
    });
  }
});
