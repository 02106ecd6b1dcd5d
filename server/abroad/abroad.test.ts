// @vitest-environment node
/** Usage abroad and call abroad: the list, the checks with their reasons, OTP-confirmed changes, exports. */
import { readSheet } from 'read-excel-file/node';
import type { AbroadLine } from '../../src/api/usageAbroadTypes';
import { USERS } from '../test-support';
import { hasUnpaidInvoices } from './rules';
import { abroadClient } from './support';

const CLOSED_ALREADY = 'Hattın yurt dışı kullanımı zaten kapalı.';

async function allLines(run: Awaited<ReturnType<typeof abroadClient>>, filter = {}): Promise<AbroadLine[]> {
  return (await run.list({ offset: 0, limit: 500, filter })).items;
}

describe('usage abroad list', () => {
  it('pages, filters by state and by a number written any way, and sorts in Turkish order', async () => {
    const run = await abroadClient();
    const all = await run.list({ offset: 0, limit: 10 });
    const total = (
      run.client.db
        .prepare('SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ?')
        .get(run.login.corporateNcst) as { n: number }
    ).n;
    expect(all.total).toBe(total);
    expect(all.items).toHaveLength(10);
    const on = await run.list({ offset: 0, limit: 500, filter: { roaming: true } });
    expect(on.items.every((l) => l.roaming)).toBe(true);
    const line = all.items[3]!;
    const written = `0${line.msisdn.slice(0, 3)} ${line.msisdn.slice(3, 6)}`;
    const found = await run.list({ offset: 0, limit: 500, filter: { text: written } });
    expect(found.items.map((l) => l.msisdn)).toContain(line.msisdn);
    const byName = await run.list({ offset: 0, limit: 500, sort: { field: 'userName', direction: 'asc' } });
    const names = byName.items.map((l) => l.userName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('resolves numbers written any way; another company’s line is unknown, text is not a number', async () => {
    const run = await abroadClient();
    const own = (await allLines(run))[0]!.msisdn;
    const other = (
      run.client.db
        .prepare('SELECT msisdn FROM lines WHERE corporate_ncst <> ? LIMIT 1')
        .get(run.login.corporateNcst) as {
        msisdn: string;
      }
    ).msisdn;
    const page = await run.list({ offset: 0, limit: 10, msisdns: [`+90 ${own}`, other, 'abc'] });
    expect(page.items.map((l) => l.msisdn)).toEqual([own]);
    expect(page.unknown).toEqual([other]);
    expect(page.notAllowed).toEqual([{ msisdn: 'abc', reason: 'Geçerli bir GSM numarası değil.' }]);
  });
});

describe('changing roaming', () => {
  it('closes roaming for checked lines with an SMS code: the lines, the dashboard card, the counts and the history move together', async () => {
    const run = await abroadClient();
    const on = (await allLines(run, { roaming: true })).slice(0, 5);
    const off = (await allLines(run, { roaming: false, status: 'ACTIVE' }))[0]!;
    const before = await run.summary('ROAMING');
    const card = async () =>
      (
        await run.client.call<{ roamingOnCount: number; roamingOffCount: number }>(
          'dashboardRoamingStats',
          undefined,
          { token: run.token },
        )
      ).body.content;
    expect(await card()).toEqual({ roamingOnCount: before.onCount, roamingOffCount: before.offCount });

    const checked = await run.validate({
      service: 'ROAMING',
      action: 'CLOSE',
      msisdns: [...on.map((l) => l.msisdn), off.msisdn],
    });
    expect(checked.allowed.map((l) => l.msisdn)).toEqual(on.map((l) => l.msisdn));
    expect(checked.refused).toEqual([{ msisdn: off.msisdn, reason: CLOSED_ALREADY }]);
    const transactionId = await run.validatedCode('ROAMING', checked.validationId);
    const res = await run.change('usageAbroadClose', checked.validationId, transactionId);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ service: 'ROAMING', action: 'CLOSE', done: 5 });

    const after = await run.summary('ROAMING');
    expect(after.onCount).toBe(before.onCount - 5);
    expect(await card()).toEqual({ roamingOnCount: after.onCount, roamingOffCount: after.offCount });
    const history = run.client.db
      .prepare(
        "SELECT COUNT(*) AS n FROM abroad_changes WHERE service = 'ROAMING' AND action = 'CLOSE' AND result = 'DONE'",
      )
      .get() as { n: number };
    expect(history.n).toBe(5);
    // The same validation cannot be applied twice.
    const again = await run.change('usageAbroadClose', checked.validationId, transactionId);
    expect(again.status).toBe(409);
    expect(again.body.status?.message).toBe('Bu değişiklik zaten uygulandı.');
  });

  it('refuses opening on suspended lines and lines with unpaid invoices, with the reason', async () => {
    const run = await abroadClient();
    const lines = await allLines(run, { roaming: false });
    const suspended = lines.find((l) => l.status === 'SUSPENDED')!;
    const unpaid = lines.find((l) => l.status === 'ACTIVE' && hasUnpaidInvoices(l))!;
    const checked = await run.validate({
      service: 'ROAMING',
      action: 'OPEN',
      msisdns: [suspended.msisdn, unpaid.msisdn],
    });
    expect(checked.validationId).toBe('');
    expect(checked.refused).toEqual([
      { msisdn: suspended.msisdn, reason: 'Askıdaki hatta yurt dışı kullanımı değiştirilemez.' },
      {
        msisdn: unpaid.msisdn,
        reason: 'Hattın ödenmemiş faturası olduğu için yurt dışı kullanımı açılamaz.',
      },
    ]);
  });

  it('a validation works only on its own row, unspent, and the code must reference it', async () => {
    const run = await abroadClient();
    const on = (await allLines(run, { roaming: true }))[0]!;
    const checked = await run.validate({ service: 'ROAMING', action: 'CLOSE', msisdns: [on.msisdn] });
    const transactionId = await run.validatedCode('ROAMING', checked.validationId);
    const wrongRow = await run.change('usageAbroadOpen', checked.validationId, transactionId);
    expect(wrongRow.status).toBe(400);
    expect(wrongRow.body.status?.message).toMatch(/başka bir işlem için/);
    const unknown = await run.change('usageAbroadClose', 'yok', transactionId);
    expect(unknown.status).toBe(404);
    const otherCode = await run.validatedCode('ROAMING', 'another-reference');
    const mismatch = await run.change('usageAbroadClose', checked.validationId, otherCode);
    expect(mismatch.status).not.toBe(200);
    expect((await allLines(run, { text: on.msisdn }))[0]!.roaming).toBe(true);
  });

  it('opens international calling only on voice lines', async () => {
    const run = await abroadClient();
    const voice = (await allLines(run, { callAbroad: false, productType: 'VOICE', status: 'ACTIVE' })).find(
      (l) => !hasUnpaidInvoices(l),
    )!;
    const data = (await allLines(run, { productType: 'DATA', status: 'ACTIVE' }))[0]!;
    const before = await run.summary('CALL_ABROAD');
    const checked = await run.validate({
      service: 'CALL_ABROAD',
      action: 'OPEN',
      msisdns: [voice.msisdn, data.msisdn],
    });
    expect(checked.refused).toEqual([
      { msisdn: data.msisdn, reason: 'Veri ve M2M hatlarında yurt dışı arama açılamaz.' },
    ]);
    const transactionId = await run.validatedCode('INTERNATIONAL_CALL', checked.validationId);
    const res = await run.change('callAbroadOpen', checked.validationId, transactionId);
    expect(res.body.content?.done).toBe(1);
    expect((await run.summary('CALL_ABROAD')).onCount).toBe(before.onCount + 1);
  });

  it('the limited user reads and checks but cannot change: 403 before any code is sent', async () => {
    const run = await abroadClient(USERS.limited);
    const on = (await allLines(run, { roaming: true }))[0]!;
    const checked = await run.validate({ service: 'ROAMING', action: 'CLOSE', msisdns: [on.msisdn] });
    const sent = await run.client.call(
      'sendOtp',
      { purpose: 'ROAMING', reference: checked.validationId },
      { token: run.token },
    );
    expect(sent.status).toBe(403);
    for (const row of ['usageAbroadOpen', 'usageAbroadClose', 'callAbroadOpen', 'callAbroadClose']) {
      const res = await run.change(row, checked.validationId, 'x');
      expect(res.status).toBe(403);
    }
  });

  it('says what is wrong with a bad body in Turkish', async () => {
    const run = await abroadClient();
    const empty = await run.client.call(
      'usageAbroadGsmValidation',
      { service: 'ROAMING', action: 'OPEN', msisdns: [] },
      { token: run.token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.status?.message).toBe('En az bir hat seçmelisiniz.');
    const service = await run.client.call(
      'usageAbroadGsmValidation',
      { service: 'X', action: 'OPEN', msisdns: ['5321112233'] },
      { token: run.token },
    );
    expect(service.body.status?.message).toMatch(/^Hizmet /);
    const page = await run.client.call(
      'usageAbroadProductList',
      { offset: 0, limit: 501 },
      { token: run.token },
    );
    expect(page.body.status?.message).toBe('Sayfa boyutu en fazla 500 olabilir.');
  });
});

describe('usage abroad export', () => {
  it('writes the filtered list as CSV and XLSX with Turkish headings, or mails it', async () => {
    const run = await abroadClient();
    const on = await run.list({ offset: 0, limit: 500, filter: { roaming: true } });
    const xsrf = await run.client.ensureCsrf(run.token);
    const call = (format: string) =>
      run.client.app.request('/api/ccsirest/usage-abroad/export.json', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          pageToken: run.token,
          Cookie: `XSRF-TOKEN=${xsrf}`,
          'X-XSRF-TOKEN': xsrf,
        },
        body: JSON.stringify({ service: 'ROAMING', format, filter: { roaming: true } }),
      });
    const csv = await call('csv');
    expect(csv.headers.get('content-disposition')).toMatch(/yurt-disi-kullanim-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Hat numarası;Kullanıcı;Tarife;Ürün tipi;Hat durumu;Yurt dışı kullanım;Yurt dışı arama',
    );
    expect(rows).toHaveLength(on.total + 1);
    const xlsx = await call('xlsx');
    const sheet = await readSheet(Buffer.from(await xlsx.arrayBuffer()));
    expect(sheet).toHaveLength(on.total + 1);
    expect(sheet.slice(1).every((row) => row[5] === 'Açık')).toBe(true);
    const mailed = await run.client.call<{ mailed: boolean; email: string }>(
      'usageAbroadExport',
      { service: 'ROAMING', format: 'xlsx', sendMail: true },
      { token: run.token },
    );
    expect(mailed.body.content).toMatchObject({ mailed: true, email: expect.stringMatching(/@/) });
  });
});
