// @vitest-environment node
/**
 * Spend analysis against the seeded world of a fixed day: the splits add up to the invoices, each
 * alert rule finds exactly its known lines, the invoices group's rights, bad input and exports.
 */

import { FORBIDDEN_MESSAGE } from '../../src/api/forbidden';
import type { SpendAlerts, SpendLines, SpendSummary } from '../../src/api/spendAnalysis/types';
import { invoiceTotals } from '../db/invoices/taxes';
import { prepareSandbox, sandboxClient, USERS } from '../test-support';

/** The world's day: the rules read "this period" and "today" from it. */
const NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
prepareSandbox(NOW);

async function session(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient({ now: () => NOW });
  const { pageToken, corporateNcst } = await client.login(...user);
  const call = <T>(row: string, body: unknown) => client.call<T>(row, body, { token: pageToken });
  const content = async <T>(row: string, body: unknown) => {
    const res = await call<T>(row, body);
    if (!res.body.content) throw new Error(`${row}: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  };
  return { client, corporateNcst, call, content, pageToken };
}

/** The lines each rule finds on that day's world (hizli.kullanici's company, Anadolu Gıda). */
const EXPECTED = {
  CHARGE_JUMP: ['5307703878', '5311964823', '5388702076', '5395847319', '5396239107', '5419325356'],
  IDLE_LINE: ['5300671941', '5300770551'],
  PACKAGE_ENDING: ['5361735720'],
  ROAMING_CHARGE: [
    '5307067789',
    '5316058466',
    '5326341699',
    '5337408037',
    '5374668801',
    '5377289960',
    '5393779278',
    '5415009295',
    '5419159110',
  ],
};

describe('spend analysis', () => {
  it('splits sixteen periods three ways, each adding up to the invoices of the period', async () => {
    const { client, content, corporateNcst } = await session();
    const invoices = client.db
      .prepare(
        `SELECT i.invoice_no AS invoiceNo, i.period, i.amount_kurus AS amountKurus,
           (SELECT SUM(tariff_kurus + usage_kurus + service_kurus) FROM invoice_charges WHERE invoice_no = i.invoice_no) AS subtotal
         FROM invoices i WHERE corporate_ncst = ?`,
      )
      .all(corporateNcst) as { invoiceNo: string; period: string; amountKurus: number; subtotal: number }[];
    for (const split of ['PRODUCT_TYPE', 'ACCOUNT', 'COST_CENTER'] as const) {
      const summary = await content<SpendSummary>('spendAnalysisSummary', { split });
      expect(summary.periods).toHaveLength(16);
      summary.periods.forEach((period, i) => {
        const billed = invoices
          .filter((inv) => inv.period === period)
          .reduce((sum, inv) => sum + inv.subtotal, 0);
        expect(summary.totalsKurus[i]).toBe(billed);
        expect(summary.groups.reduce((sum, g) => sum + (g.amountsKurus[i] ?? 0), 0)).toBe(billed);
      });
      if (split === 'ACCOUNT') {
        // Each account's column is its invoice: with ÖİV and KDV it is the invoice's amount.
        for (const group of summary.groups)
          summary.periods.forEach((period, i) => {
            const invoice = invoices.find(
              (inv) => inv.period === period && group.key.endsWith(inv.invoiceNo.slice(-1)),
            );
            expect(invoiceTotals(group.amountsKurus[i] ?? 0).totalKurus).toBe(invoice?.amountKurus);
          });
      }
    }
    const byType = await content<SpendSummary>('spendAnalysisSummary', { split: 'PRODUCT_TYPE' });
    for (const group of byType.groups) expect(['Ses', 'Veri', 'M2M']).toContain(group.label);
  });

  it('shows a cost centre edited on the line user page in the split, and refuses a wrong one', async () => {
    const { client, content, corporateNcst, pageToken } = await session();
    const { msisdn } = client.db
      .prepare(
        "SELECT msisdn FROM lines WHERE corporate_ncst = ? AND status = 'ACTIVE' ORDER BY msisdn LIMIT 1",
      )
      .get(corporateNcst) as { msisdn: string };
    const person = client.db
      .prepare(
        'SELECT user_name AS userName, identity_number AS identityNumber, email FROM line_users WHERE msisdn = ?',
      )
      .get(msisdn) as { userName: string; identityNumber: string; email: string };
    const update = (costCenter: string) =>
      client.call(
        'lineUserProductUpdate',
        { ...person, costCenter },
        { token: pageToken, params: { productId: msisdn } },
      );
    expect((await update('MM-ANALİZ')).status).toBe(200);
    const summary = await content<SpendSummary>('spendAnalysisSummary', { split: 'COST_CENTER' });
    const group = summary.groups.find((g) => g.key === 'MM-ANALİZ');
    const billed = client.db
      .prepare(
        `SELECT SUM(tariff_kurus + usage_kurus + service_kurus) AS k FROM invoice_charges ch
         JOIN invoices i ON i.invoice_no = ch.invoice_no WHERE ch.msisdn = ? AND i.period >= ?`,
      )
      .get(msisdn, summary.periods[0]) as { k: number };
    expect(group?.totalKurus).toBe(billed.k);
    const wrong = await update('x'.repeat(51));
    expect(wrong.status).toBe(400);
    expect(wrong.body.status?.message).toContain('Masraf merkezi');
    const unreadable = await update('MM;100');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.status?.message).toContain('Masraf merkezi harf veya rakamla başlamalı');
  });

  it('finds exactly the known lines of each alert rule, with its rule in Turkish', async () => {
    const { content } = await session();
    const answer = await content<SpendAlerts>('spendAnalysisAlerts', {});
    expect(answer.period).toBe('2026-10');
    expect(Object.fromEntries(answer.alerts.map((a) => [a.id, a.lines.map((l) => l.msisdn)]))).toEqual(
      EXPECTED,
    );
    const jump = answer.alerts.find((a) => a.id === 'CHARGE_JUMP')!;
    expect(jump.statement).toBe(
      'Bu dönemki ücreti, önceki 3 dönemin ortalamasının 1,5 katını aşan ve bu ortalamadan en az 100\u00a0TL fazla olan hatlar.',
    );
    for (const line of jump.lines) {
      expect(line.amountKurus!).toBeGreaterThan(1.5 * line.averageKurus!);
      expect(line.amountKurus! - line.averageKurus!).toBeGreaterThanOrEqual(10_000);
    }
    const ending = answer.alerts.find((a) => a.id === 'PACKAGE_ENDING')!;
    for (const line of ending.lines)
      expect(line.endsOn! >= '2026-11-28' && line.endsOn! <= '2026-12-05').toBe(true);
    const count = await content<{ count: number }>('dashboardSpendAlerts', {});
    expect(count.count).toBe(Object.values(EXPECTED).flat().length);
  });

  it('lists every open line with twelve months of usage and charge', async () => {
    const { content, client, corporateNcst } = await session();
    const lines = await content<SpendLines>('spendAnalysisLines', {});
    const open = client.db
      .prepare('SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ?')
      .get(corporateNcst) as {
      n: number;
    };
    expect(lines.periods).toHaveLength(12);
    expect(lines.items).toHaveLength(open.n);
    const idle = lines.items.find((l) => l.msisdn === EXPECTED.IDLE_LINE[0])!;
    // Idle for the last three periods, used in the nine before.
    expect(idle.dataMb).toBeGreaterThan(0);
    expect(lines.items[0]!.chargeKurus).toBeGreaterThanOrEqual(lines.items.at(-1)!.chargeKurus);
  });

  it('exports a table as a file that reads back', async () => {
    const { client, pageToken } = await session();
    const csrf = await client.ensureCsrf(pageToken);
    const res = await client.app.request('/api/ccsirest/spend-analysis/export.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${csrf}`,
        'X-XSRF-TOKEN': csrf,
        pageToken,
      },
      body: JSON.stringify({ table: 'ALERTS', split: 'PRODUCT_TYPE', format: 'csv' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toContain('harcama-uyarilari-2026-11-28.csv');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const rows = text.trim().split('\r\n');
    expect(rows[0]).toBe('Uyarı;Hat numarası;Kullanıcı;Ayrıntı');
    expect(rows).toHaveLength(1 + Object.values(EXPECTED).flat().length);
    expect(rows.some((r) => r.startsWith('Faturası sıçrayan hatlar;0530 770 38 78'))).toBe(true);
  });

  it('refuses a person without the invoices group’s Görüntüleme with §8’s 403', async () => {
    const { call } = await session(USERS.limited);
    for (const [row, body] of [
      ['spendAnalysisSummary', { split: 'ACCOUNT' }],
      ['spendAnalysisLines', {}],
      ['spendAnalysisAlerts', {}],
      ['spendAnalysisExport', { table: 'LINES', split: 'ACCOUNT', format: 'csv' }],
      ['dashboardSpendAlerts', {}],
    ] as const) {
      const res = await call(row, body);
      expect(res.status, row).toBe(403);
      expect(res.body.status?.message, row).toBe(FORBIDDEN_MESSAGE);
    }
  });

  it('answers a wrong split or table with a Turkish 400 naming the field', async () => {
    const { call } = await session();
    const split = await call('spendAnalysisSummary', { split: 'DEPARTMENT' });
    expect(split.status).toBe(400);
    expect(split.body.status?.message).toContain('Dağılım');
    const table = await call('spendAnalysisExport', { table: 'ALL', split: 'ACCOUNT', format: 'csv' });
    expect(table.status).toBe(400);
    expect(table.body.status?.message).toContain('Tablo');
  });
});
