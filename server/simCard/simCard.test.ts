// @vitest-environment node
/** SIM card orders: the limit, the lists, each spreadsheet row's check, the order in My Orders. */
import type { OrderDetail, OrderListPage } from '../../src/api/orders/types';
import { simOrderReference } from '../../src/api/simCard/types';
import { MESSAGES } from '../messages';
import { USERS } from '../test-support';
import { SIM_MESSAGES } from './messages';
import { periodLabel, periodOf } from './period';
import { type OrderBody, simCardClient } from './support';

const OVER_LIMIT_ROW = /^SIM kart limiti aşılıyor: \S+ \d{4} için limitiniz 10 adet, kalan 6 adet\.$/;

describe('SIM card limit and lists', () => {
  it('answers the month’s limit, its use from the seed and the company’s address', async () => {
    const run = await simCardClient();
    const limit = await run.limit();
    expect(limit).toMatchObject({ limit: 10, used: 4, remaining: 6, period: periodOf(Date.now()) });
    expect(limit.periodLabel).toBe(periodLabel(limit.period));
    expect(limit.companyAddress).toMatch(/İzmir$/);
  });

  it('lists the SIM products and the change reasons in Turkish', async () => {
    const run = await simCardClient();
    const products = await run.client.call<{ products: { name: string }[] }>(
      'simCardProductList',
      {},
      {
        token: run.token,
      },
    );
    expect(products.body.content?.products.map((p) => p.name)).toEqual([
      'Üçlü kesim SIM kart',
      'eSIM profili',
      'Endüstriyel M2M SIM kart',
    ]);
    const reasons = await run.client.call<{ reasons: { name: string }[] }>(
      'simCardChangeReasons',
      {},
      {
        token: run.token,
      },
    );
    expect(reasons.body.content?.reasons.map((r) => r.name)).toContain('eSIM’e geçiş');
  });
});

describe('spreadsheet rows', () => {
  it('checks each row with its Turkish reason and refuses the rows over the limit', async () => {
    const run = await simCardClient();
    const voice = run.lines('VOICE');
    const data = run.lines('DATA');
    const rows = [
      { line: 2, msisdn: `0${voice[0]}`, product: 'üçlü kesim sim kart', reason: 'Kayıp' },
      { line: 3, msisdn: `+90 ${voice[1]}`, product: 'eSIM profili', reason: 'eSIM’e geçiş' },
      { line: 4, msisdn: '0532 12', product: 'eSIM profili', reason: 'Kayıp' },
      { line: 5, msisdn: run.otherCompanyLine(), product: 'eSIM profili', reason: 'Kayıp' },
      { line: 6, msisdn: voice[0]!, product: 'eSIM profili', reason: 'Kayıp' },
      { line: 7, msisdn: voice[2]!, product: 'eSIM profili' },
      { line: 8, msisdn: voice[3]!, product: 'Altın SIM', reason: 'Kayıp' },
      { line: 9, msisdn: data[0]!, product: 'Endüstriyel M2M SIM kart', reason: 'Kayıp' },
      { line: 10, msisdn: voice[4]!, product: 'nano', reason: 'eSIM’e geçiş' },
      ...[5, 6, 7, 8, 9].map((i, k) => ({
        line: 11 + k,
        msisdn: voice[i]!,
        product: 'nano',
        reason: 'Arızalı ya da hasarlı SIM kart',
      })),
    ];
    const answer = await run.importRows({ rows, chosen: [] });
    const byLine = new Map(answer.results.map((r) => [r.line, r]));
    expect(byLine.get(2)?.item).toMatchObject({
      msisdn: voice[0],
      productCode: 'TRIPLE_CUT',
      reasonCode: 'LOST',
    });
    expect(byLine.get(3)?.item).toMatchObject({ productCode: 'ESIM', reasonCode: 'ESIM_MOVE' });
    expect(byLine.get(4)?.message).toBe(SIM_MESSAGES.invalidNumber);
    expect(byLine.get(5)?.message).toBe('Bu numara şirketinize ait bir hat değil.');
    expect(byLine.get(6)?.message).toBe('Bu hat dosyada daha önce var (satır 2).');
    expect(byLine.get(7)?.message).toBe('Değişiklik nedeni yazılmamış.');
    expect(byLine.get(8)?.message).toBe(SIM_MESSAGES.unknownProduct);
    expect(byLine.get(9)?.message).toBe('Endüstriyel M2M SIM kart veri hattına takılamaz.');
    expect(byLine.get(10)?.message).toBe('eSIM’e geçiş nedeniyle yalnızca eSIM profili sipariş edilebilir.');
    // Six left this month: lines 2 and 3 and four of the five good rows fit; the last is over.
    expect([11, 12, 13, 14].map((l) => byLine.get(l)?.ok)).toEqual([true, true, true, true]);
    expect(byLine.get(15)).toMatchObject({ ok: false });
    expect(byLine.get(15)?.message).toMatch(OVER_LIMIT_ROW);
    expect(answer.remaining).toBe(0);
  });

  it('counts lines already in the order against the limit and refuses them as duplicates', async () => {
    const run = await simCardClient();
    const voice = run.lines('VOICE');
    const answer = await run.importRows({
      rows: [{ line: 2, msisdn: voice[0]!, product: 'eSIM', reason: 'Çalıntı' }],
      chosen: voice.slice(0, 6),
    });
    expect(answer.results).toEqual([{ line: 2, ok: false, message: 'Bu hat siparişte zaten var.' }]);
    const full = await run.importRows({
      rows: [{ line: 2, msisdn: voice[7]!, product: 'eSIM', reason: 'Çalıntı' }],
      chosen: voice.slice(0, 6),
    });
    expect(full.results[0]?.message).toMatch(OVER_LIMIT_ROW);
  });

  it('answers 403 to the limited user, and 400 in Turkish to an empty file', async () => {
    const limited = await simCardClient(USERS.limited);
    const res = await limited.client.call(
      'simCardExcelImport',
      { rows: [{ line: 2, msisdn: '5321234567' }] },
      {
        token: limited.token,
      },
    );
    expect(res.status).toBe(403);
    const run = await simCardClient();
    const empty = await run.client.call('simCardExcelImport', { rows: [] }, { token: run.token });
    expect(empty.status).toBe(400);
    expect(empty.body.status?.message).toBe('Dosyada en az bir satır olmalıdır.');
  });
});

describe('creating the order', () => {
  const order = (msisdns: string[], extra: Partial<OrderBody> = {}): OrderBody => ({
    lines: msisdns.map((msisdn) => ({ msisdn, productCode: 'TRIPLE_CUT', reasonCode: 'DAMAGED' })),
    useCompanyAddress: true,
    contactName: 'Can Öztürk',
    ...extra,
  });

  it('writes the order into My Orders, uses the limit, and refuses an order over it naming the limit', async () => {
    const run = await simCardClient();
    const voice = run.lines('VOICE');
    const res = await run.order(
      order(voice.slice(0, 2), { useCompanyAddress: false, address: 'Konak Mah. 1. Sok. No: 3, İzmir' }),
    );
    expect(res.status).toBe(200);
    const orderNo = res.body.content!.orderNo;
    expect(res.body.content).toEqual({ orderNo, status: 'RECEIVED', count: 2 });
    expect((await run.limit()).remaining).toBe(4);

    const list = await run.client.call<OrderListPage>('allOrders', undefined, { token: run.token });
    expect(list.body.content?.orders[0]).toMatchObject({
      orderNo,
      orderType: 'SIM_CARD',
      status: 'RECEIVED',
      title: '2 hat için SIM kart değişikliği',
      lineCount: 2,
      deletable: true,
    });
    const detail = await run.client.call<OrderDetail>('orderDetail', undefined, {
      token: run.token,
      params: { orderNo },
    });
    expect(detail.body.content?.lines.map((l) => [l.msisdn, l.simType])).toEqual([
      [voice[0], 'PHYSICAL'],
      [voice[1], 'PHYSICAL'],
    ]);
    expect(detail.body.content?.details.summary).toContainEqual({
      label: 'Teslimat adresi',
      value: 'Konak Mah. 1. Sok. No: 3, İzmir',
    });
    expect(detail.body.content?.details.summary).toContainEqual({
      label: `0${voice[0]!.slice(0, 3)} ${voice[0]!.slice(3, 6)} ${voice[0]!.slice(6, 8)} ${voice[0]!.slice(8)}`,
      value: 'Üçlü kesim SIM kart · Arızalı ya da hasarlı SIM kart',
    });

    const over = await run.order(order(voice.slice(2, 7)));
    expect(over.status).toBe(409);
    expect(over.body.status?.message).toMatch(
      /^Bu sipariş SIM kart limitinizi aşıyor: \S+ \d{4} için limitiniz 10 adet, kalan 4 adet; siparişte 5 adet var\.$/,
    );
    expect((await run.limit()).remaining).toBe(4);
  });

  it('refuses a line that cannot take the SIM card, and asks for an address', async () => {
    const run = await simCardClient();
    const data = run.lines('DATA')[0]!;
    const wrong = await run.order({
      ...order([]),
      lines: [{ msisdn: data, productCode: 'M2M_INDUSTRIAL', reasonCode: 'LOST' }],
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.status?.message).toMatch(/: Endüstriyel M2M SIM kart veri hattına takılamaz\.$/);
    const noAddress = await run.order(order([run.lines('VOICE')[0]!], { useCompanyAddress: false }));
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.status?.message).toBe(SIM_MESSAGES.addressNeeded);
  });

  it('answers 403 to the limited user, who cannot ask for the order’s SMS code either', async () => {
    const run = await simCardClient(USERS.limited);
    const body = order(['5321234567']);
    const smsBefore = run.client.outbox.list({ msisdn: run.msisdn }).length;
    const code = await run.client.call(
      'sendOtp',
      { purpose: 'SIM_ORDER', reference: simOrderReference(body) },
      { token: run.token },
    );
    expect(code.status).toBe(403);
    expect(run.client.outbox.list({ msisdn: run.msisdn })).toHaveLength(smsBefore);
    const res = await run.createOrder({ ...body, transactionId: 'a'.repeat(36) });
    expect(res.status).toBe(403);
    expect(res.body.status?.message).toMatch(/yetkiniz bulunmamaktadır/);
  });
});

describe('the SMS code of a SIM card order (issue 37: SIM swap)', () => {
  const order = (msisdn: string, extra: Partial<OrderBody> = {}): OrderBody => ({
    lines: [{ msisdn, productCode: 'ESIM', reasonCode: 'ESIM_MOVE' }],
    useCompanyAddress: true,
    contactName: 'Can Öztürk',
    ...extra,
  });
  const orders = (run: Awaited<ReturnType<typeof simCardClient>>) =>
    run.client.db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE kind = 'SIM_CARD'").get() as {
      n: number;
    };

  it('refuses the order without a code, in Turkish, and writes nothing', async () => {
    const run = await simCardClient();
    const before = orders(run).n;
    const res = await run.createOrder(order(run.lines('VOICE')[0]!));
    expect(res.status).toBe(400);
    expect(res.body.status).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.body.status?.message).toMatch(/^Doğrulama işlem numarası/);
    expect(orders(run).n).toBe(before);
    expect((await run.limit()).remaining).toBe(6);
  });

  it('refuses a code sent but not validated, an unknown one and one of another purpose', async () => {
    const run = await simCardClient();
    const body = order(run.lines('VOICE')[0]!);
    const sent = await run.client.call<{ transactionId: string }>(
      'sendOtp',
      { purpose: 'SIM_ORDER', reference: simOrderReference(body) },
      { token: run.token },
    );
    const notValidated = await run.createOrder({ ...body, transactionId: sent.body.content!.transactionId });
    expect(notValidated.status).toBe(400);
    expect(notValidated.body.status?.message).toBe(MESSAGES.otpNotValidated);
    const unknown = await run.createOrder({ ...body, transactionId: 'b'.repeat(36) });
    expect(unknown.body.status?.message).toBe(MESSAGES.otpUnknown);
    const tariffCode = await run.validatedCode(simOrderReference(body), 'TARIFF_CHANGE');
    const otherPurpose = await run.createOrder({ ...body, transactionId: tariffCode });
    expect(otherPurpose.status).toBe(400);
    expect(otherPurpose.body.status?.message).toBe(MESSAGES.otpWrongPurpose);
    expect((await run.limit()).remaining).toBe(6);
  });

  it('refuses a code confirmed for another order: another delivery address needs a new code', async () => {
    const run = await simCardClient();
    const confirmed = order(run.lines('VOICE')[0]!);
    const transactionId = await run.validatedCode(simOrderReference(confirmed));
    const elsewhere = await run.createOrder({
      ...confirmed,
      useCompanyAddress: false,
      address: 'Başka Mah. 9. Sok. No: 1, Ankara',
      transactionId,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.status?.message).toBe(MESSAGES.otpWrongPurpose);
    const otherLine = await run.createOrder({ ...order(run.lines('VOICE')[1]!), transactionId });
    expect(otherLine.body.status?.message).toBe(MESSAGES.otpWrongPurpose);
    // The code is still good for the order it was sent for, once.
    const ok = await run.createOrder({ ...confirmed, transactionId });
    expect(ok.status).toBe(200);
    expect(ok.body.content?.status).toBe('RECEIVED');
    const again = await run.createOrder({ ...confirmed, transactionId });
    expect(again.status).toBe(400);
    expect(again.body.status?.message).toBe(MESSAGES.otpUsed);
  });

  it('counts a wrong code against the code’s tries, and a refused order keeps the code unspent', async () => {
    const run = await simCardClient();
    const data = run.lines('DATA')[0]!;
    const refusedBody = order(data, {
      lines: [{ msisdn: data, productCode: 'M2M_INDUSTRIAL', reasonCode: 'LOST' }],
    });
    const sent = await run.client.call<{ transactionId: string }>(
      'sendOtp',
      { purpose: 'SIM_ORDER', reference: simOrderReference(refusedBody) },
      { token: run.token },
    );
    const transactionId = sent.body.content!.transactionId;
    const right = run.client.outbox.latestCode(run.msisdn);
    const wrong = right === '000000' ? '111111' : '000000';
    const miss = await run.client.call('validateOtp', { transactionId, code: wrong }, { token: run.token });
    expect(miss.status).toBe(400);
    expect(miss.body.status?.message).toBe(MESSAGES.otpInvalid(4));
    await run.client.call('validateOtp', { transactionId, code: right }, { token: run.token });
    const refused = await run.createOrder({ ...refusedBody, transactionId });
    expect(refused.status).toBe(409);
    const spent = run.client.db
      .prepare('SELECT consumed_at AS at FROM otp_transactions WHERE id = ?')
      .get(transactionId) as { at: number | null };
    expect(spent.at).toBeNull();
  });
});
