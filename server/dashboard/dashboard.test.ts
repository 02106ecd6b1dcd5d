// @vitest-environment node
/** Dashboard boxes (with the banner and exchange-rate boxes), against the seeded data. */
import type {
  BillingInformationBox,
  DashboardStatus,
  ProductTypeCountsBox,
  RoamingStatsBox,
  UnpaidInvoicesBox,
} from '../../src/api/dashboard/types';
import { monthStart, seedDay } from '../db/seedDay';
import { sandboxClient, USERS } from '../test-support';

const BOXES = [
  'dashboardUnpaidInvoices',
  'dashboardGsmTransactions',
  'dashboardCloseToEndPackages',
  'dashboardMobilePaymentOrders',
  'dashboardInvoicePaymentOrders',
  'dashboardApprovalProcesses',
  'dashboardBillingInformation',
  'dashboardFirstLoginGift',
  'dashboardCmsParameter',
  'dashboardProductTypeCounts',
  'dashboardCloseToEndContracts',
  'dashboardRoamingStats',
  'dashboardReContractCount',
  'banner',
  'exchangeRates',
];

describe('dashboard boxes', () => {
  it('answers the status with dashboardActive and every card flag on', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const res = await client.call<DashboardStatus>('dashboardStatus', {}, { token });
    expect(res.body.content?.dashboardActive).toBe(true);
    expect(Object.values(res.body.content ?? {}).every((v) => v === true)).toBe(true);
  });

  it('serves every box with code "0" and refuses them without a session', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    for (const name of BOXES) {
      const res = await client.call(name, {}, { token });
      expect(res.status, name).toBe(200);
      expect(res.body.status?.code, name).toBe('0');
      expect(res.body.content, name).toBeTruthy();
      const anonymous = await client.call(name, {});
      expect(anonymous.status, name).toBe(401);
    }
  });

  it('computes the unpaid invoices and the billing information from the invoices table', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.fast);
    const expected = client.db
      .prepare(
        `SELECT COUNT(*) AS count, SUM(amount_kurus) AS kurus FROM invoices
         WHERE corporate_ncst = ? AND status = 'UNPAID'`,
      )
      .get(login.corporateNcst) as { count: number; kurus: number };
    expect(expected.count).toBeGreaterThan(0);
    const res = await client.call<UnpaidInvoicesBox>(
      'dashboardUnpaidInvoices',
      {},
      { token: login.pageToken },
    );
    expect(res.body.content).toEqual({ count: expected.count, amount: expected.kurus / 100 });

    // Paying one invoice changes the box: the figure is read, not stored.
    client.db
      .prepare(
        "UPDATE invoices SET status = 'PAID' WHERE id = (SELECT id FROM invoices WHERE corporate_ncst = ? AND status = 'UNPAID' LIMIT 1)",
      )
      .run(login.corporateNcst);
    const after = await client.call<UnpaidInvoicesBox>(
      'dashboardUnpaidInvoices',
      {},
      { token: login.pageToken },
    );
    expect(after.body.content?.count).toBe(expected.count - 1);

    const billing = await client.call<BillingInformationBox>(
      'dashboardBillingInformation',
      {},
      { token: login.pageToken },
    );
    // The newest bill is the month before the seeded world's today (server/db/seedDay.ts).
    const lastMonth = new Date(monthStart(seedDay(client.db), 1)).toISOString().slice(0, 7);
    expect(billing.body.content).toMatchObject({ period: lastMonth, invoiceCount: 3 });
  });

  it('counts the product types from the seeded lines of the company', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const res = await client.call<ProductTypeCountsBox>('dashboardProductTypeCounts', {}, { token });
    // hizli.kullanici works for Anadolu Gıda: 420 voice, 180 data, no M2M lines.
    expect(res.body.content?.counts).toEqual([
      { productType: 'VOICE', count: 420 },
      { productType: 'DATA', count: 180 },
      { productType: 'M2M', count: 0 },
    ]);
  });

  it('counts the lines and mobile-payment cards from every line of the company, so a suspension moves them', async () => {
    const client = sandboxClient();
    const { pageToken: token, corporateNcst } = await client.login(...USERS.fast);
    // What the cards held when they were counted over every line in JS: the figures to keep.
    const expected = () => {
      const lines = client.db
        .prepare('SELECT msisdn, product_type AS productType, status FROM lines WHERE corporate_ncst = ?')
        .all(corporateNcst) as { msisdn: string; productType: string; status: string }[];
      const active = lines.filter((l) => l.status === 'ACTIVE').length;
      return {
        gsm: { totalCount: lines.length, activeCount: active, suspendedCount: lines.length - active },
        payment: lines.filter((l) => l.productType === 'VOICE' && Number(l.msisdn.slice(-1)) % 5 === 0)
          .length,
      };
    };
    const cards = async () => ({
      gsm: (await client.call('dashboardGsmTransactions', {}, { token })).body.content,
      payment: (await client.call<{ count: number }>('dashboardMobilePaymentOrders', {}, { token })).body
        .content?.count,
    });
    const before = expected();
    expect(before.gsm.suspendedCount).toBeGreaterThan(0);
    expect(before.payment).toBeGreaterThan(0);
    expect(await cards()).toEqual(before);
    client.db
      .prepare(
        "UPDATE lines SET status = 'SUSPENDED' WHERE msisdn IN (SELECT msisdn FROM lines WHERE corporate_ncst = ? AND status = 'ACTIVE' LIMIT 2)",
      )
      .run(corporateNcst);
    expect((await cards()).gsm).toEqual({
      ...before.gsm,
      activeCount: before.gsm.activeCount - 2,
      suspendedCount: before.gsm.suspendedCount + 2,
    });
  });

  it('counts the roaming card from the lines’ roaming column, so a change of the column moves it', async () => {
    const client = sandboxClient();
    const login = await client.login(...USERS.fast);
    const card = async () =>
      (await client.call<RoamingStatsBox>('dashboardRoamingStats', {}, { token: login.pageToken })).body
        .content;
    const count = (where: string) =>
      (
        client.db
          .prepare(`SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ? AND ${where}`)
          .get(login.corporateNcst) as { n: number }
      ).n;
    const before = await card();
    expect(before).toEqual({
      roamingOnCount: count('roaming = 1'),
      roamingOffCount: count("roaming = 0 AND product_type <> 'M2M' AND status = 'ACTIVE'"),
    });
    expect(before?.roamingOnCount).toBeGreaterThan(3);
    client.db
      .prepare(
        'UPDATE lines SET roaming = 0 WHERE msisdn IN (SELECT msisdn FROM lines WHERE corporate_ncst = ? AND roaming = 1 LIMIT 3)',
      )
      .run(login.corporateNcst);
    expect(await card()).toEqual({
      roamingOnCount: (before?.roamingOnCount ?? 0) - 3,
      roamingOffCount: (before?.roamingOffCount ?? 0) + 3,
    });
  });
});
