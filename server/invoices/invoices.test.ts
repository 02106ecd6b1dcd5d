import type { UnpaidInvoicesBox } from '../../src/api/dashboard/types';
import type {
  CallDetail,
  CheckedMsisdn,
  CurrentInvoice,
  InvoiceLayout,
  InvoiceSummary,
  KtfTotals,
  LineChargesPage,
  ProductTotals,
} from '../../src/api/invoices/types';
import { findInvoiceDocument, listInvoiceNumbers } from '../db/invoices/document';
import { removeLines } from '../db/removeLine';
import { USERS } from '../test-support';
import { INVOICE_MESSAGES as M } from './messages';
import { invoicesClient } from './support';

type Client = Awaited<ReturnType<typeof invoicesClient>>;

async function firstLine(c: Client, period: string, filter: Record<string, string> = {}) {
  const page = await c.content<LineChargesPage>('invoiceInfoByLines', {
    period,
    offset: 0,
    limit: 5,
    filter,
  });
  return page.items.find((l) => l.usageKurus > 0) ?? page.items[0]!;
}

describe('the seeded invoices', () => {
  it('gives every company at least 16 months, each invoice adding up: lines → subtotal → taxes → the table’s amount', async () => {
    const c = await invoicesClient();
    const { db } = c.client;
    const companies = db.prepare('SELECT corporate_ncst AS n FROM companies').all() as { n: string }[];
    for (const { n } of companies) {
      const periods = db
        .prepare('SELECT COUNT(DISTINCT period) AS k FROM invoices WHERE corporate_ncst = ?')
        .get(n) as {
        k: number;
      };
      expect(periods.k).toBeGreaterThanOrEqual(16);
      for (const invoiceNo of listInvoiceNumbers(db, n)) {
        const doc = findInvoiceDocument(db, n, invoiceNo)!;
        const amount = (
          db.prepare('SELECT amount_kurus AS a FROM invoices WHERE invoice_no = ?').get(invoiceNo) as {
            a: number;
          }
        ).a;
        expect(doc.lines.length).toBeGreaterThan(0);
        expect(doc.lines.reduce((s, l) => s + l.amountKurus, 0)).toBe(doc.subtotalKurus);
        expect(doc.oivKurus).toBe(Math.round(doc.subtotalKurus * 0.1));
        // ÖİV is part of KDV's base.
        expect(doc.kdvKurus).toBe(Math.round((doc.subtotalKurus + doc.oivKurus) * 0.2));
        expect(doc.subtotalKurus + doc.kdvKurus + doc.oivKurus).toBe(doc.totalKurus);
        expect(doc.totalKurus).toBe(amount);
      }
    }
  });

  it('describes one invoice for the PDF: company, tax number, dates; never another company’s', async () => {
    const c = await invoicesClient();
    const current = await c.content<CurrentInvoice>('currentInvoiceInfo', undefined);
    const no = current.invoices[0]!.invoiceNo;
    const doc = findInvoiceDocument(c.client.db, c.corporateNcst, no)!;
    expect(doc).toMatchObject({
      invoiceNo: no,
      period: current.period,
      dueDate: current.invoices[0]!.dueDate,
    });
    expect(doc.companyName).toMatch(/A\.Ş\.$/);
    expect(doc.taxNumber).toMatch(/^\d{10}$/);
    expect(doc.issueDate > `${doc.period}-28`).toBe(true);
    const other = c.client.db
      .prepare('SELECT corporate_ncst AS n FROM companies WHERE corporate_ncst <> ? LIMIT 1')
      .get(c.corporateNcst) as { n: string };
    expect(findInvoiceDocument(c.client.db, other.n, no)).toBeUndefined();
  });

  it('keeps issued invoices whole when a line is closed', async () => {
    const c = await invoicesClient();
    const { db } = c.client;
    const no = listInvoiceNumbers(db, c.corporateNcst)[0]!;
    const before = findInvoiceDocument(db, c.corporateNcst, no)!;
    removeLines(db, [before.lines[0]!.msisdn]);
    expect(findInvoiceDocument(db, c.corporateNcst, no)).toEqual(before);
  });
});

describe('current invoice and summary', () => {
  it('answers the newest period with its total, due date and what is unpaid, as the dashboard’s card', async () => {
    const c = await invoicesClient();
    const current = await c.content<CurrentInvoice>('currentInvoiceInfo', undefined);
    const summary = await c.content<InvoiceSummary>('invoiceSummary', {});
    expect(summary.months).toHaveLength(16);
    expect(summary.months[0]!.period).toBe(current.period);
    expect(summary.months.map((m) => m.period)).toEqual(
      [...summary.months.map((m) => m.period)].sort().reverse(),
    );
    expect(current.totalKurus).toBe(current.invoices.reduce((s, i) => s + i.totalKurus, 0));
    expect(current.paid).toBe(current.invoices.every((i) => i.paid));
    const unpaid = await c.content<UnpaidInvoicesBox>('dashboardUnpaidInvoices', {});
    const open = summary.invoices.filter((i) => !i.paid);
    expect(unpaid.count).toBe(open.length);
    expect(unpaid.amount * 100).toBeCloseTo(
      open.reduce((s, i) => s + i.totalKurus, 0),
      0,
    );
  });

  it('lays one invoice out with sections that add up to the subtotal and taxes at 20 % and 10 %', async () => {
    const c = await invoicesClient();
    const current = await c.content<CurrentInvoice>('currentInvoiceInfo', undefined);
    const layout = await c.content<InvoiceLayout>('invoiceLayoutDetail', {
      invoiceNo: current.invoices[1]!.invoiceNo,
    });
    expect(layout.sections.map((s) => s.title)).toEqual([
      'Tarife ücretleri',
      'Kullanım ücretleri',
      'Katma değerli servisler',
    ]);
    expect(layout.sections.reduce((s, x) => s + x.amountKurus, 0)).toBe(layout.subtotalKurus);
    expect(layout).toMatchObject({
      kdvRatePercent: 20,
      oivRatePercent: 10,
      totalKurus: current.invoices[1]!.totalKurus,
    });
    const missing = await c.call('invoiceLayoutDetail', { invoiceNo: 'F0000000000001' });
    expect(missing.status).toBe(404);
    expect(missing.body.status?.message).toBe(M.invoiceNotFound);
  });
});

describe('a period by account, product and line', () => {
  it('sums the same: KTF subtotals = product subtotals = every line', async () => {
    const c = await invoicesClient();
    const { period } = await c.content<CurrentInvoice>('currentInvoiceInfo', undefined);
    const ktf = await c.content<KtfTotals>('invoiceInfoByKtf', { period });
    const products = await c.content<ProductTotals>('invoiceSingleProductSelection', { period });
    const lines = await c.content<LineChargesPage>('invoiceInfoByLines', { period, offset: 0, limit: 10 });
    const sum = (xs: { subtotalKurus: number }[]) => xs.reduce((s, x) => s + x.subtotalKurus, 0);
    expect(ktf.accounts).toHaveLength(3);
    expect(ktf.accounts.map((a) => a.name)).toEqual([
      'Genel Müdürlük',
      'Bölge Müdürlükleri',
      'Saha ve Cihazlar',
    ]);
    expect(sum(ktf.accounts)).toBe(lines.subtotalKurus);
    expect(sum(products.products)).toBe(lines.subtotalKurus);
    expect(ktf.accounts.reduce((s, a) => s + a.lineCount, 0)).toBe(lines.total);
    // Default order: the costliest line first.
    expect(lines.items[0]!.amountKurus).toBeGreaterThanOrEqual(lines.items[9]!.amountKurus);
  });

  it('filters by account, product and number, and sorts by the chosen column', async () => {
    const c = await invoicesClient();
    const { period } = await c.content<CurrentInvoice>('currentInvoiceInfo', undefined);
    const ktf = await c.content<KtfTotals>('invoiceInfoByKtf', { period });
    const account = ktf.accounts[2]!;
    const byKtf = await c.content<LineChargesPage>('invoiceInfoByLines', {
      period,
      offset: 0,
      limit: 500,
      filter: { ktfNo: account.ktfNo },
    });
    expect(byKtf.total).toBe(account.lineCount);
    expect(byKtf.subtotalKurus).toBe(account.subtotalKurus);
    const one = byKtf.items[3]!;
    const byNumber = await c.content<LineChargesPage>('invoiceInfoByLines', {
      period,
      offset: 0,
      limit: 5,
      filter: { text: `0${one.msisdn.slice(0, 3)} ${one.msisdn.slice(3)}` },
    });
    expect(byNumber.items.map((l) => l.msisdn)).toEqual([one.msisdn]);
    const sorted = await c.content<LineChargesPage>('invoiceInfoByLines', {
      period,
      offset: 0,
      limit: 50,
      sort: { field: 'msisdn', direction: 'asc' },
      filter: { productType: 'DATA' },
    });
    expect(sorted.items.every((l) => l.productType === 'DATA')).toBe(true);
    expect(sorted.items.map((l) => l.msisdn)).toEqual([...sorted.items.map((l) => l.msisdn)].sort());
  });

  it('exports the filtered list with Turkish headers and TL amounts, or mails it', async () => {
    const c = await invoicesClient();
    const { period } = await c.content<CurrentInvoice>('currentInvoiceInfo', undefined);
    const res = await c.client.app.request('/api/ccsirest/invoice/info-by-lines.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${await c.client.ensureCsrf(c.token)}`,
        'X-XSRF-TOKEN': await c.client.ensureCsrf(c.token),
        pageToken: c.token,
      },
      body: JSON.stringify({
        period,
        offset: 0,
        limit: 1,
        filter: { productType: 'DATA' },
        export: { format: 'csv' },
      }),
    });
    expect(res.headers.get('Content-Disposition')).toContain(`hat-bazinda-fatura-${period}`);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const [header, first] = text.split('\r\n');
    expect(header).toBe(
      'Hat numarası;Kullanıcı;Ürün tipi;Tarife;Fatura hesabı (KTF);Fatura numarası;Tarife ücreti;Kullanım ücreti;Servis ücreti;Tutar (vergiler hariç)',
    );
    expect(first).toMatch(/;Veri;.*;\d{1,3}(\.\d{3})*,\d{2}\u00a0TL$/);
    const mailed = await c.call<{ mailed: boolean; email: string }>('invoiceInfoByLines', {
      period,
      offset: 0,
      limit: 1,
      export: { format: 'xlsx', sendMail: true },
    });
    expect(mailed.body.content).toMatchObject({ mailed: true });
  });

  it('answers an unknown period and a malformed one in Turkish', async () => {
    const c = await invoicesClient();
    const none = await c.call('invoiceInfoByKtf', { period: '2001-01' });
    expect(none.status).toBe(404);
    expect(none.body.status?.message).toBe(M.periodNotFound);
    const bad = await c.call('invoiceInfoByLines', { period: '10/2026', offset: 0, limit: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.status?.message).toContain('Fatura dönemi YYYY-AA biçiminde olmalıdır.');
  });
});

describe('check MSISDN and call detail', () => {
  it('checks a number written any way; another company’s line reads as not ours', async () => {
    const c = await invoicesClient();
    const { period } = await c.content<CurrentInvoice>('currentInvoiceInfo', undefined);
    const line = await firstLine(c, period);
    const written = `+90 ${line.msisdn.slice(0, 3)} ${line.msisdn.slice(3)}`;
    const checked = await c.content<CheckedMsisdn>('invoiceCheckMsisdn', { msisdn: written });
    expect(checked).toMatchObject({ msisdn: line.msisdn, userName: line.userName });
    expect(checked.periods[0]).toBe(period);
    const other = c.client.db
      .prepare('SELECT msisdn FROM lines WHERE corporate_ncst <> ? LIMIT 1')
      .get(c.corporateNcst) as { msisdn: string };
    const foreign = await c.call('invoiceCheckMsisdn', { msisdn: other.msisdn });
    expect(foreign.status).toBe(404);
    expect(foreign.body.status?.message).toBe(M.notCompanyLine);
    const junk = await c.call('invoiceCheckMsisdn', { msisdn: '12ab' });
    expect(junk.status).toBe(400);
    expect(junk.body.status?.message).toBe(M.notMsisdn);
  });

  it('opens a line’s call detail only with an SMS code for that line, then for any billed period a while', async () => {
    const c = await invoicesClient();
    const { period } = await c.content<CurrentInvoice>('currentInvoiceInfo', undefined);
    const line = await firstLine(c, period, { productType: 'VOICE' });
    const without = await c.call('invoiceCallDetail', { msisdn: line.msisdn, period, transactionId: 'x' });
    expect(without.status).toBe(400);
    const transactionId = await c.validatedCode(line.msisdn);
    const detail = await c.content<CallDetail>('invoiceCallDetail', {
      msisdn: line.msisdn,
      period,
      transactionId,
    });
    expect(detail.records.length).toBeGreaterThan(20);
    expect(new Set(detail.records.map((r) => r.kind))).toEqual(new Set(['CALL', 'SMS', 'DATA']));
    expect(detail.records.every((r) => r.at.startsWith(period) && r.at.endsWith('+03:00'))).toBe(true);
    expect(
      detail.records
        .filter((r) => r.kind === 'CALL')
        .every((r) => /^0\d{3} \*\*\* \*\* \d{2}$/.test(r.counterpart)),
    ).toBe(true);
    // The records over the package carry exactly the line's usage charge on the invoice.
    expect(detail.totals.chargeKurus).toBe(line.usageKurus);
    expect(detail.totals.calls).toBe(detail.records.filter((r) => r.kind === 'CALL').length);
    // Same every time; another period on the same confirmation.
    expect(
      await c.content<CallDetail>('invoiceCallDetail', { msisdn: line.msisdn, period, transactionId }),
    ).toEqual(detail);
    const checked = await c.content<CheckedMsisdn>('invoiceCheckMsisdn', { msisdn: line.msisdn });
    const older = await c.call<CallDetail>('invoiceCallDetail', {
      msisdn: line.msisdn,
      period: checked.periods[1],
      transactionId,
    });
    expect(older.status).toBe(200);
    // The confirmation is for that number only.
    const another = await firstLine(c, period, { productType: 'DATA' });
    const refused = await c.call('invoiceCallDetail', { msisdn: another.msisdn, period, transactionId });
    expect(refused.status).toBe(409);
    expect(refused.body.status?.message).toBe(M.confirmationExpired);
  });

  it('gives the grant an end, and refuses the limited user before any SMS', async () => {
    const c = await invoicesClient();
    const { period } = await c.content<CurrentInvoice>('currentInvoiceInfo', undefined);
    const line = await firstLine(c, period);
    const transactionId = await c.validatedCode(line.msisdn);
    await c.content('invoiceCallDetail', { msisdn: line.msisdn, period, transactionId });
    c.client.db.prepare('UPDATE invoice_detail_grants SET expires_at = 0').run();
    const stale = await c.call('invoiceCallDetail', { msisdn: line.msisdn, period, transactionId });
    expect(stale.status).toBe(409);

    const limited = await invoicesClient(USERS.limited);
    const sms = await limited.call('sendOtp', { purpose: 'INVOICE_DETAIL', reference: line.msisdn });
    expect(sms.status).toBe(403);
    const detail = await limited.call('invoiceCallDetail', {
      msisdn: line.msisdn,
      period,
      transactionId: 'x',
    });
    expect(detail.status).toBe(403);
    // Reading invoices needs their Görüntüleme (issue 37), which her first company does not give her.
    expect((await limited.call('currentInvoiceInfo', undefined)).status).toBe(403);
  });
});
