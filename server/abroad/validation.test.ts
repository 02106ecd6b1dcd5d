// @vitest-environment node
/** The GSM validation row's answers, and what an open/close row checks before it spends the SMS code. */
import type { AbroadLine } from '../../src/api/abroad/types';
import { sandboxClient, testClock, USERS } from '../test-support';
import { hasUnpaidInvoices } from './rules';
import { abroadClient } from './support';

type Run = Awaited<ReturnType<typeof abroadClient>>;
const NOT_OURS = 'Bu numara şirketinize ait bir hat değil.';
const NOT_FOUND = 'Bu değişikliğin kontrolü bulunamadı ya da süresi doldu. Hatları yeniden seçin.';

const lines = async (run: Run, filter = {}): Promise<AbroadLine[]> =>
  (await run.list({ offset: 0, limit: 500, filter })).items;
const roamingOf = (run: Run, msisdn: string) =>
  (run.client.db.prepare('SELECT roaming FROM lines WHERE msisdn = ?').get(msisdn) as { roaming: number })
    .roaming;
const historyRows = (run: Run) =>
  (run.client.db.prepare('SELECT COUNT(*) AS n FROM abroad_changes').get() as { n: number }).n;

describe('usage abroad GSM validation', () => {
  it('keeps the asked order, each number once, and answers any number not of the company alike', async () => {
    const run = await abroadClient();
    const [a, b] = await lines(run, { roaming: true });
    const other = (
      run.client.db
        .prepare('SELECT msisdn FROM lines WHERE corporate_ncst <> ? LIMIT 1')
        .get(run.login.corporateNcst) as { msisdn: string }
    ).msisdn;
    const nobody = '5999999999';
    const checked = await run.validate({
      service: 'ROAMING',
      action: 'CLOSE',
      msisdns: [`0${b!.msisdn}`, 'merhaba', other, `+90 ${a!.msisdn}`, b!.msisdn, nobody, '12345'],
    });
    expect(checked.allowed.map((l) => l.msisdn)).toEqual([b!.msisdn, a!.msisdn]);
    expect(checked.refused).toEqual([
      { msisdn: 'merhaba', reason: 'Geçerli bir GSM numarası değil.' },
      { msisdn: other, reason: NOT_OURS },
      { msisdn: nobody, reason: NOT_OURS },
      { msisdn: '12345', reason: 'Geçerli bir GSM numarası değil.' },
    ]);
    expect(checked.validationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(checked.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('refuses call abroad on suspended lines, data lines and lines already in the asked state', async () => {
    const run = await abroadClient();
    const suspended = (await lines(run, { status: 'SUSPENDED', productType: 'VOICE' }))[0]!;
    const data = (await lines(run, { status: 'ACTIVE', productType: 'DATA' }))[0]!;
    const open = (await lines(run, { callAbroad: true }))[0]!;
    const owing = (await lines(run, { callAbroad: false, productType: 'VOICE' })).find(hasUnpaidInvoices)!;
    const opening = await run.validate({
      service: 'CALL_ABROAD',
      action: 'OPEN',
      msisdns: [suspended.msisdn, data.msisdn, open.msisdn, owing.msisdn],
    });
    expect(opening).toMatchObject({ validationId: '', allowed: [] });
    expect(opening.refused.map((r) => r.reason)).toEqual([
      'Askıdaki hatta yurt dışı arama değiştirilemez.',
      'Veri ve M2M hatlarında yurt dışı arama açılamaz.',
      'Hattın yurt dışı arama zaten açık.',
      'Hattın ödenmemiş faturası olduğu için yurt dışı arama açılamaz.',
    ]);
    const closing = await run.validate({ service: 'CALL_ABROAD', action: 'CLOSE', msisdns: [data.msisdn] });
    expect(closing.refused).toEqual([
      { msisdn: data.msisdn, reason: 'Hattın yurt dışı arama zaten kapalı.' },
    ]);
  });
});

describe('open and close rows before the SMS code is spent', () => {
  it('refuses the wrong row without spending the code, which then works on its own row', async () => {
    const run = await abroadClient();
    const on = (await lines(run, { roaming: true }))[0]!;
    const checked = await run.validate({ service: 'ROAMING', action: 'CLOSE', msisdns: [on.msisdn] });
    const transactionId = await run.validatedCode('ROAMING', checked.validationId);
    for (const row of ['usageAbroadOpen', 'callAbroadClose']) {
      const wrong = await run.change(row, checked.validationId, transactionId);
      expect(wrong.status, row).toBe(400);
      expect(wrong.body.status?.message).toBe(
        'Bu kontrol başka bir işlem için yapılmış. Hatları yeniden seçip işlemi baştan başlatın.',
      );
    }
    expect(roamingOf(run, on.msisdn)).toBe(1);
    expect(historyRows(run)).toBe(0);
    const right = await run.change('usageAbroadClose', checked.validationId, transactionId);
    expect(right.body.content?.results).toEqual([{ msisdn: on.msisdn, status: 'DONE' }]);
    expect(roamingOf(run, on.msisdn)).toBe(0);
  });

  it('refuses a code bound to another reference and leaves the check usable', async () => {
    const run = await abroadClient();
    const on = (await lines(run, { roaming: true }))[0]!;
    const checked = await run.validate({ service: 'ROAMING', action: 'CLOSE', msisdns: [on.msisdn] });
    const otherReference = await run.validatedCode('ROAMING', 'baska-bir-islem');
    const refused = await run.change('usageAbroadClose', checked.validationId, otherReference);
    expect(refused.status).toBe(400);
    expect(roamingOf(run, on.msisdn)).toBe(1);
    expect(historyRows(run)).toBe(0);
    const own = await run.validatedCode('ROAMING', checked.validationId);
    expect((await run.change('usageAbroadClose', checked.validationId, own)).body.content?.done).toBe(1);
  });

  it('answers 404 for an expired check and for another person’s check', async () => {
    const clock = testClock(Date.now());
    // A session that outlives the check's half hour, so only the check has expired.
    const run = await abroadClient(USERS.fast, sandboxClient({ now: clock.now, idleTimeoutSeconds: 7200 }));
    const on = (await lines(run, { roaming: true }))[0]!;
    const checked = await run.validate({ service: 'ROAMING', action: 'CLOSE', msisdns: [on.msisdn] });
    clock.advance(31 * 60);
    const transactionId = await run.validatedCode('ROAMING', checked.validationId);
    const expired = await run.change('usageAbroadClose', checked.validationId, transactionId);
    expect(expired.status).toBe(404);
    expect(expired.body.status?.message).toBe(NOT_FOUND);

    // Both people in one sandbox: the check exists, it is only not theirs.
    const mine = await abroadClient();
    const limited = await abroadClient(USERS.limited, mine.client);
    const theirs = (await lines(limited, { roaming: true }))[0]!;
    const foreign = await limited.validate({ service: 'ROAMING', action: 'CLOSE', msisdns: [theirs.msisdn] });
    expect(foreign.validationId).not.toBe('');
    const code = await mine.validatedCode('ROAMING', foreign.validationId);
    const answer = await mine.change('usageAbroadClose', foreign.validationId, code);
    expect(answer.status).toBe(404);
    expect(answer.body.status?.message).toBe(NOT_FOUND);
    expect(roamingOf(mine, theirs.msisdn)).toBe(1);
  });
});
