// @vitest-environment node
import type {
  RemainingUsage,
  TariffCanDo,
  TariffChangeAnswer,
  TariffHistory,
  TariffLinesPage,
  TariffProductList,
} from '../../src/api/tariff/types';
import { singleChangeReference } from '../../src/api/tariff/types';
import { sandboxClient, testClock, USERS } from '../test-support';
import { TARIFFS } from './catalogue';
import { tariffClient } from './support';

describe('tariff catalogue and GSM table', () => {
  it('names every tariff the seed gives a line', async () => {
    const t = await tariffClient();
    const names = new Set(TARIFFS.map((x) => x.name));
    const seeded = t.client.db.prepare('SELECT DISTINCT tariff_name AS n FROM lines').all() as {
      n: string;
    }[];
    expect(seeded.length).toBeGreaterThan(0);
    for (const { n } of seeded) expect(names.has(n), n).toBe(true);
  });

  it('lists the company lines with their tariff and fee, filtered and sorted by fee', async () => {
    const t = await tariffClient(USERS.demo);
    const page = await t.content<TariffLinesPage>('tariffGsmTable', {
      offset: 0,
      limit: 5,
      filter: { productType: 'M2M' },
      sort: { field: 'monthlyFee', direction: 'desc' },
    });
    expect(page.total).toBe(200);
    expect(page.items.every((l) => l.productType === 'M2M')).toBe(true);
    expect(page.items[0]?.monthlyFee).toBe(59.9);
    expect(page.items[0]?.tariffName).toBe('M2M Filo Takip 200 MB');
  });

  it('offers a line only the tariffs of its type, its current one first and not allowed', async () => {
    const t = await tariffClient(USERS.demo);
    const msisdn = t.lineWhere('M2M', 'ACTIVE', 'M2M Akıllı Cihaz 50 MB');
    const list = await t.content<TariffProductList>('tariffProductList', { msisdn });
    expect(list.line?.msisdn).toBe(msisdn);
    expect(list.tariffs.map((x) => x.name)).toEqual([
      'M2M Akıllı Cihaz 50 MB',
      'M2M Filo Takip 200 MB',
      'M2M Endüstri 1 GB',
    ]);
    expect(list.tariffs[0]).toMatchObject({
      current: true,
      allowed: false,
      reason: 'Hat zaten bu tarifede.',
    });
    expect(list.tariffs[1]).toMatchObject({ allowed: true, priceDifference: 20 });
  });
});

describe('tariff rules (can-do list)', () => {
  it('refuses impossible moves with a Turkish reason and sums the allowed differences', async () => {
    const t = await tariffClient(USERS.demo);
    const m2m = t.lineWhere('M2M');
    const suspended = t.lineWhere('VOICE', 'SUSPENDED');
    const voice = t.lineWhere('VOICE', 'ACTIVE', 'Kurumsal Süper 10 GB');
    const data = t.lineWhere('DATA', 'ACTIVE', 'Kurumsal Data 20 GB');
    const data2 = t.lineWhere('DATA', 'ACTIVE', 'Kurumsal Data 20 GB', 1);
    const voice2 = t.lineWhere('VOICE', 'ACTIVE', 'Kurumsal Süper 10 GB', 1);
    const answer = await t.content<TariffCanDo>('tariffCanDoList', {
      items: [
        { msisdn: m2m, tariff: 'Kurumsal Süper 10 GB' },
        { msisdn: suspended, tariff: 'Kurumsal Sınırsız Plus' },
        { msisdn: voice, tariff: 'kurumsal  süper 10 gb' },
        { msisdn: voice, tariff: 'M2M Endüstri 1 GB' },
        { msisdn: data, tariff: 'Kurumsal Süper 10 GB' },
        { msisdn: '5999999999', tariff: 'Kurumsal Data 50 GB' },
        { msisdn: 'abc', tariff: 'Kurumsal Data 50 GB' },
        { msisdn: `0${data}`, tariff: 'Olmayan Tarife' },
        { msisdn: `+90 ${data2}`, tariff: 'KRM-DATA-50' },
        { msisdn: voice2, tariff: 'Kurumsal Sınırsız Plus' },
        { msisdn: `0${voice2}`, tariff: 'Kurumsal Ekonomik 5 GB' },
      ],
    });
    expect(answer.items.map((i) => i.reason)).toEqual([
      'M2M hatlar yalnızca M2M tarifelerine geçebilir.',
      'Askıdaki hattın tarifesi değiştirilemez. Önce hattı yeniden açın.',
      'Hat zaten bu tarifede.',
      'M2M tarifeleri yalnızca M2M hatlar içindir.',
      'Veri hat Kurumsal Süper 10 GB tarifesine geçemez; bu tarife yalnızca ses hatlar içindir.',
      'Bu numara şirketinize ait bir hat değil.',
      'Geçerli bir GSM numarası değil.',
      'Tarife bulunamadı. Tarife adını listedeki gibi yazın.',
      null,
      null,
      'Bu hat listede birden fazla kez var; yalnızca ilk satırı işlenir.',
    ]);
    expect(answer.items[8]).toMatchObject({
      msisdn: data2,
      toTariff: 'Kurumsal Data 50 GB',
      priceDifference: 150,
    });
    expect(answer.items[9]?.priceDifference).toBe(260);
    expect(answer).toMatchObject({ allowedCount: 2, totalDifference: 410 });
  });

  it('answers a bad request with the §3 envelope in Turkish', async () => {
    const t = await tariffClient();
    const res = await t.call('tariffCanDoList', { items: [] });
    expect(res.status).toBe(400);
    expect(res.body.status).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'En az bir hat seçmelisiniz.',
    });
  });
});

describe('single tariff change', () => {
  it('changes the tariff with a validated code, writes history and asks for a menu refresh', async () => {
    const t = await tariffClient();
    const msisdn = t.lineWhere('VOICE', 'ACTIVE', 'Kurumsal Süper 10 GB');
    const transactionId = await t.validatedCode(singleChangeReference(msisdn, 'KRM-SNS-PLUS'));
    const change = await t.content<TariffChangeAnswer>('tariffChange', {
      msisdn,
      tariffId: 'KRM-SNS-PLUS',
      commitmentMonths: 12,
      selections: ['SOCIAL', 'VIDEO'],
      transactionId,
    });
    // 649,90 × 1,1 = 714,89 TL against 389,90 TL.
    expect(change).toMatchObject({
      msisdn,
      fromTariff: 'Kurumsal Süper 10 GB',
      toTariff: 'Kurumsal Sınırsız Plus',
      monthlyDifference: 324.99,
      channel: 'SINGLE',
      menuRefresh: true,
      changedBy: 'Can Öztürk',
    });
    expect(t.tariffOf(msisdn)).toBe('Kurumsal Sınırsız Plus');
    const hist = await t.get<TariffHistory>(`/dc_ccsi/v1/tariffs/history?msisdn=${msisdn}`);
    expect(hist.body.content?.items[0]).toMatchObject({
      changeId: change.changeId,
      toTariff: 'Kurumsal Sınırsız Plus',
    });
    // The code is spent: the same move again is refused.
    const again = await t.call('tariffChange', {
      msisdn,
      tariffId: 'KRM-SPR-10',
      commitmentMonths: 24,
      selections: [],
      transactionId,
    });
    expect(again.status).toBe(400);
  });

  it('refuses a move the rules forbid before spending the code, and a missing gift choice', async () => {
    const t = await tariffClient(USERS.demo);
    const m2m = t.lineWhere('M2M');
    const tx = await t.validatedCode(singleChangeReference(m2m, 'KRM-SPR-10'));
    const refused = await t.call('tariffChange', {
      msisdn: m2m,
      tariffId: 'KRM-SPR-10',
      commitmentMonths: 24,
      selections: [],
      transactionId: tx,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.status?.message).toBe('M2M hatlar yalnızca M2M tarifelerine geçebilir.');
    const voice = t.lineWhere('VOICE', 'ACTIVE', 'Kurumsal Süper 10 GB');
    const tx2 = await t.validatedCode(singleChangeReference(voice, 'KRM-SNS-PLUS'));
    const noGift = await t.call('tariffChange', {
      msisdn: voice,
      tariffId: 'KRM-SNS-PLUS',
      commitmentMonths: 24,
      selections: [],
      transactionId: tx2,
    });
    expect(noGift.body.status?.message).toBe('Bu tarife için en fazla 2 hediye paket seçmelisiniz.');
    expect(t.tariffOf(voice)).toBe('Kurumsal Süper 10 GB');
  });

  it('gives the limited user 403 on the change and the mars send, and lets them read', async () => {
    const t = await tariffClient(USERS.limited);
    const msisdn = t.lineWhere('VOICE');
    const change = await t.call('tariffChange', {
      msisdn,
      tariffId: 'KRM-SPR-10',
      commitmentMonths: 24,
      selections: [],
      transactionId: 'x',
    });
    expect(change.status).toBe(403);
    const mars = await t.call('tariffMarsSend', { tariffId: 'KRM-SPR-10', msisdns: [msisdn] });
    expect(mars.status).toBe(403);
    expect((await t.call('tariffGsmTable', { offset: 0, limit: 1 })).status).toBe(200);
  });
});

describe('remaining usage', () => {
  it('depletes over the month from the seed day and slices by screen', async () => {
    const clock = testClock(Date.UTC(2026, 0, 3, 9));
    const early = await tariffClient(USERS.fast, sandboxClient({ now: clock.now }));
    const msisdn = early.lineWhere('VOICE', 'ACTIVE', 'Kurumsal Süper 10 GB');
    const path = (screen: string) => `/dc_ccsi/v1/tariffs/remaining-usage/${msisdn}?screenName=${screen}`;
    const a = (await early.get<RemainingUsage>(path('LINE_DETAIL'))).body.content;
    expect(a?.buckets.map((b) => b.kind)).toEqual(['VOICE', 'SMS', 'DATA']);
    expect(a?.periodStart).toBe('2026-01-01');
    expect(a?.periodEnd).toBe('2026-01-31');
    const lateClock = testClock(Date.UTC(2026, 0, 27, 9));
    const late = await tariffClient(USERS.fast, sandboxClient({ now: lateClock.now }));
    const b = (await late.get<RemainingUsage>(path('LINE_DETAIL'))).body.content;
    for (const kind of ['VOICE', 'SMS', 'DATA'])
      expect(b?.buckets.find((x) => x.kind === kind)?.used ?? 0).toBeGreaterThan(
        a?.buckets.find((x) => x.kind === kind)?.used ?? 0,
      );
    // Same seed day, same figures.
    const again = (await early.get<RemainingUsage>(path('LINE_DETAIL'))).body.content;
    expect(again).toEqual(a);
    const plus = early.lineWhere('VOICE', 'ACTIVE', 'Kurumsal Sınırsız Plus');
    const summary = (
      await early.get<RemainingUsage>(`/dc_ccsi/v1/tariffs/remaining-usage/${plus}?screenName=CHANGE_SUMMARY`)
    ).body.content;
    expect(summary?.buckets.map((x) => x.kind)).toEqual(['SMS', 'DATA']);
    const bad = await early.get(`/dc_ccsi/v1/tariffs/remaining-usage/${msisdn}?screenName=X`);
    expect(bad.status).toBe(400);
    expect(bad.body.status.message).toMatch(/^Ekran adı/);
  });
});

describe('history and help', () => {
  it('filters the company history by number, tariff and period, newest first', async () => {
    const t = await tariffClient();
    const all = (await t.get<TariffHistory>('/dc_ccsi/v1/tariffs/history')).body.content;
    expect(all?.total).toBeGreaterThan(20);
    const dates = all?.items.map((i) => i.changedAt) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);
    const name = 'Kurumsal Ekonomik 5 GB';
    const byTariff = (
      await t.get<TariffHistory>(`/dc_ccsi/v1/tariffs/history?tariffName=${encodeURIComponent(name)}`)
    ).body.content;
    expect(byTariff?.total).toBeGreaterThan(0);
    expect(byTariff?.items.every((i) => i.fromTariff === name || i.toTariff === name)).toBe(true);
    const wrong = await t.get('/dc_ccsi/v1/tariffs/history?from=2026-02-10&to=2026-02-01');
    expect(wrong.status).toBe(400);
    expect(wrong.body.status.message).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');
  });

  it('answers FAQ, more info, options and the pre-order choice of a tariff', async () => {
    const t = await tariffClient();
    const faq = await t.get<{ items: unknown[] }>('/dc_ccsi/v1/tariffs/faq?tariffId=KRM-SNS-PLUS');
    expect(faq.body.content?.items.length).toBe(4);
    const pre = await t.get<{ required: boolean; multiple: boolean; maxChoices: number }>(
      `/dc_ccsi/v1/tariffs/pre-order-selection?offerName=${encodeURIComponent('Kurumsal Sınırsız Plus')}&multiCheck=false`,
    );
    expect(pre.body.content).toMatchObject({ required: true, multiple: false, maxChoices: 1 });
    const options = await t.content<{ commitments: { months: number; monthlyFee: number }[] }>(
      'tariffOptions',
      {
        tariffId: 'KRM-DATA-20',
      },
    );
    expect(options.commitments).toEqual([
      { months: 24, label: '24 ay taahhütlü', monthlyFee: 249.9 },
      { months: 12, label: '12 ay taahhütlü', monthlyFee: 274.89 },
      { months: 0, label: 'Taahhütsüz', monthlyFee: 312.38 },
    ]);
    const missing = await t.get('/dc_ccsi/v1/tariffs/more-info?tariffId=YOK');
    expect(missing.status).toBe(404);
    expect(missing.body.status.message).toBe('Tarife bulunamadı. Tarife adını listedeki gibi yazın.');
  });
});
