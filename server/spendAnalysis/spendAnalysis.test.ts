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

  it('keeps each split’s sums equal to the invoice lines they add up, key by key', async () => {
    const { client, content, corporateNcst } = await session();
    const KEYS = {
      PRODUCT_TYPE: 'ch.product_type',
      ACCOUNT: "'KTF' || c.corporate_id || substr(i.invoice_no, -1)",
      COST_CENTER: "COALESCE(lu.cost_center, '')",
    } as const;
    for (const [split, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
      const summary = await content<SpendSummary>('spendAnalysisSummary', { split });
      const charged = client.db
        .prepare(
          `SELECT ${key} AS key, i.period, SUM(tariff_kurus + usage_kurus + service_kurus) AS kurus
           FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
           JOIN companies c ON c.corporate_ncst = i.corporate_ncst
           LEFT JOIN line_users lu ON lu.msisdn = ch.msisdn
           WHERE i.corporate_ncst = ? GROUP BY 1, 2`,
        )
        .all(corporateNcst) as { key: string; period: string; kurus: number }[];
      const expected = new Map(charged.map((r) => [`${r.key}|${r.period}`, r.kurus]));
      for (const group of summary.groups)
        summary.periods.forEach((period, i) => {
          expect(group.amountsKurus[i], `${split} ${group.key} ${period}`).toBe(
            expected.get(`${group.key}|${period}`) ?? 0,
          );
        });
      const keys = new Set(charged.filter((r) => summary.periods.includes(r.period)).map((r) => r.key));
      expect(new Set(summary.groups.map((g) => g.key))).toEqual(keys);
    }
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
    const before = await content<SpendSummary>('spendAnalysisSummary', { split: 'COST_CENTER' });
    const { costCenter: was } = client.db
      .prepare('SELECT cost_center AS costCenter FROM line_users WHERE msisdn = ?')
      .get(msisdn) as { costCenter: string };
    expect((await update('MM-ANALİZ')).status).toBe(200);
    const summary = await content<SpendSummary>('spendAnalysisSummary', { split: 'COST_CENTER' });
    const group = summary.groups.find((g) => g.key === 'MM-ANALİZ');
    // The line's charges left the cost centre it had, period by period, and the totals stayed.
    const left = (s: SpendSummary) => s.groups.find((g) => g.key === was)!.amountsKurus;
    summary.periods.forEach((_, i) => {
      expect((left(before)[i] ?? 0) - (left(summary)[i] ?? 0)).toBe(group?.amountsKurus[i]);
    });
    expect(summary.totalsKurus).toEqual(before.totalsKurus);
    const page = await content<SpendLines>('spendAnalysisLines', {
      offset: 0,
      limit: 5,
      filter: { text: 'mm-anal' },
    });
    expect(page.items.map((l) => [l.msisdn, l.costCenter])).toEqual([[msisdn, 'MM-ANALİZ']]);
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

  it('pages every open line with twelve months of usage and charge, dearest first', async () => {
    const { content, client, corporateNcst } = await session();
    const open = client.db
      .prepare('SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ?')
      .get(corporateNcst) as { n: number };
    const pages: SpendLines[] = [];
    for (let offset = 0; offset < open.n; offset += 250)
      pages.push(await content<SpendLines>('spendAnalysisLines', { offset, limit: 250 }));
    const items = pages.flatMap((p) => p.items);
    expect(pages[0]!.periods).toHaveLength(12);
    expect(pages[0]!.items).toHaveLength(250);
    expect(pages[0]!.total).toBe(open.n);
    expect(new Set(items.map((l) => l.msisdn)).size).toBe(open.n);
    for (let i = 1; i < items.length; i++)
      expect(items[i - 1]!.chargeKurus).toBeGreaterThanOrEqual(items[i]!.chargeKurus);
    // Each line's figure is its invoices' charges over the twelve periods.
    const first = items[0]!;
    const billed = client.db
      .prepare(
        `SELECT SUM(tariff_kurus + usage_kurus + service_kurus) AS k FROM invoice_charges ch
         JOIN invoices i ON i.invoice_no = ch.invoice_no WHERE ch.msisdn = ? AND i.period >= ?`,
      )
      .get(first.msisdn, pages[0]!.periods[0]) as { k: number };
    expect(first.chargeKurus).toBe(billed.k);
    const idle = items.find((l) => l.msisdn === EXPECTED.IDLE_LINE[0])!;
    // Idle for the last three periods, used in the nine before.
    expect(idle.dataMb).toBeGreaterThan(0);
  });

  it('sorts and searches the lines on the server: numbers written any way, names Turkish-folded', async () => {
    const { content } = await session();
    const byVoice = await content<SpendLines>('spendAnalysisLines', {
      offset: 0,
      limit: 50,
      sort: { field: 'voiceMinutes', direction: 'asc' },
    });
    const minutes = byVoice.items.map((l) => l.voiceMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const byName = await content<SpendLines>('spendAnalysisLines', {
      offset: 0,
      limit: 500,
      sort: { field: 'userName', direction: 'desc' },
    });
    const names = byName.items.map((l) => l.userName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'tr')));
    const [jumped] = EXPECTED.CHARGE_JUMP;
    for (const text of ['0530 770 38 78', '+90 (530) 7703878', '7703878']) {
      const found = await content<SpendLines>('spendAnalysisLines', {
        offset: 0,
        limit: 10,
        filter: { text },
      });
      expect(
        found.items.map((l) => l.msisdn),
        text,
      ).toEqual([jumped]);
      expect(found.total).toBe(1);
    }
    const named = byName.items.find((l) => /[çğıöşüİ]/.test(l.userName))!;
    const folded = named.userName
      .toLocaleUpperCase('tr-TR')
      .replace(/[ÇĞİÖŞÜ]/g, (ch) => ({ Ç: 'C', Ğ: 'G', İ: 'I', Ö: 'O', Ş: 'S', Ü: 'U' })[ch] ?? ch);
    const byFolded = await content<SpendLines>('spendAnalysisLines', {
      offset: 0,
      limit: 500,
      filter: { text: folded },
    });
    expect(byFolded.items.map((l) => l.msisdn)).toContain(named.msisdn);
    for (const line of byFolded.items) expect(line.userName).toBe(named.userName);
  });

  it('answers a wrong page of lines with a Turkish 400 naming the field', async () => {
    const { call } = await session();
    const big = await call('spendAnalysisLines', { offset: 0, limit: 5000 });
    expect(big.status).toBe(400);
    expect(big.body.status?.message).toContain('Sayfa boyutu');
    const sort = await call('spendAnalysisLines', {
      offset: 0,
      limit: 10,
      sort: { field: 'price', direction: 'asc' },
    });
    expect(sort.status).toBe(400);
    expect(sort.body.status?.message).toContain('Sıralama alanı');
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
      ['spendAnalysisLines', { offset: 0, limit: 10 }],
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
