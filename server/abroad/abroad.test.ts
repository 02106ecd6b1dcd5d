// @vitest-environment node
/** Usage abroad and call abroad: the list, the checks with their reasons, OTP-confirmed changes. */
import type { AbroadLine } from '../../src/api/abroad/types';
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
  it('closes roaming for 50 lines with an SMS code: the lines, the dashboard card, the counts and the history move together', async () => {
    const run = await abroadClient();
    const on = (await allLines(run, { roaming: true })).slice(0, 50);
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
    expect(res.body.content).toMatchObject({ service: 'ROAMING', action: 'CLOSE', done: 50 });

    // Seeded roaming is on only on people's active lines, so each closed one joins the off figure.
    const after = await run.summary('ROAMING');
    expect(after.onCount).toBe(before.onCount - 50);
    expect(after.offCount).toBe(before.offCount + 50);
    expect(await card()).toEqual({ roamingOnCount: after.onCount, roamingOffCount: after.offCount });
    expect((await allLines(run, { text: on[0]!.msisdn }))[0]!.roaming).toBe(false);
    const history = run.client.db
      .prepare(
        `SELECT COUNT(*) AS n, COUNT(DISTINCT msisdn) AS lines FROM abroad_changes
         WHERE service = 'ROAMING' AND action = 'CLOSE' AND result = 'DONE' AND corporate_ncst = ?`,
      )
      .get(run.login.corporateNcst) as { n: number; lines: number };
    expect(history).toEqual({ n: 50, lines: 50 });
    // The same validation cannot be applied twice.
    const again = await run.change('usageAbroadClose', checked.validationId, transactionId);
    expect(again.status).toBe(409);
    expect(again.body.status?.message).toBe('Bu değişiklik zaten uygulandı.');
    expect((await run.summary('ROAMING')).onCount).toBe(after.onCount);
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
    expect((await run.summary('ROAMING')).onCount).toBeGreaterThan(0);
    expect((await run.summary('CALL_ABROAD')).onCount).toBeGreaterThan(0);
    const checked = await run.validate({ service: 'ROAMING', action: 'CLOSE', msisdns: [on.msisdn] });
    expect(checked.allowed).toHaveLength(1);
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
    expect((await allLines(run, { text: on.msisdn }))[0]!.roaming).toBe(true);
  });

  it('says what is wrong with a bad body in Turkish', async () => {
    const run = await abroadClient();
    const cases: [string, unknown, string][] = [
      [
        'usageAbroadGsmValidation',
        { service: 'ROAMING', action: 'OPEN', msisdns: [] },
        'En az bir hat seçmelisiniz.',
      ],
      ['usageAbroadGsmValidation', { service: 'ROAMING', action: 'OPEN' }, 'Hat numaraları zorunludur.'],
      [
        'usageAbroadGsmValidation',
        { service: 'X', action: 'OPEN', msisdns: ['5321112233'] },
        'Hizmet şu değerlerden biri olmalıdır: ROAMING, CALL_ABROAD.',
      ],
      [
        'usageAbroadGsmValidation',
        { service: 'ROAMING', action: 'OPEN', msisdns: ['1'.repeat(41)] },
        'Hat numarası en fazla 40 karakter olabilir.',
      ],
      ['usageAbroadProductList', { offset: 0, limit: 501 }, 'Sayfa boyutu en fazla 500 olabilir.'],
      ['usageAbroadClose', { validationId: '', transactionId: 'x' }, 'Doğrulama numarası zorunludur.'],
      [
        'usageAbroadExport',
        { service: 'ROAMING', format: 'pdf' },
        'Dosya biçimi şu değerlerden biri olmalıdır: csv, xlsx.',
      ],
    ];
    for (const [row, body, message] of cases) {
      const res = await run.client.call(row, body, { token: run.token });
      expect(res.status, message).toBe(400);
      expect(res.body.status).toEqual({ code: 'VALIDATION_ERROR', message });
    }
  });
});
