import { describe, expect, it } from 'vitest';
import type {
  ConfirmContract,
  ConfirmList,
  HistoryDetail,
  HistoryList,
  OfferDetail,
  OfferList,
} from '../../src/api/additionalPackage/types';
import { decideApproval } from '../db/approvals';
import { dayOf, isoDay } from '../db/seedDay';
import { sandboxClient, USERS } from '../test-support';
import { closeToEndPackageLines } from './closeToEnd';
import { packageClient } from './support';

describe('additional packages in the sandbox', () => {
  it('a sandbox seeded just after midnight in Turkey holds no order placed later that day', () => {
    // 00:30 in Turkey: packages starting "today" were ordered at midnight, not in the morning.
    const now = Date.UTC(2026, 10, 25, 21, 30);
    const { db } = sandboxClient({ now: () => now });
    const { latest } = db
      .prepare(
        'SELECT MAX(e.created_at) AS latest FROM package_orders o JOIN ledger_entries e ON e.number = o.id',
      )
      .get() as { latest: number };
    expect(latest).toBeLessThanOrEqual(now);
  });

  it('filters the catalogue by kind, line type and name, and details one offer', async () => {
    const p = await packageClient();
    const m2m = await p.content<OfferList>('additionalPackageFilteredList', { productType: 'M2M' });
    expect(m2m.offers.map((o) => o.name)).toEqual(['Ek 1 GB', 'M2M 500 MB']);
    const abroad = await p.content<OfferList>('additionalPackageFilteredList', { kind: 'ABROAD' });
    expect(abroad.offers.every((o) => o.kind === 'ABROAD')).toBe(true);
    const named = await p.content<OfferList>('additionalPackageFilteredList', { text: 'dakİka' });
    expect(named.offers.map((o) => o.offerId)).toEqual(['DK-500', 'DK-1000']);
    const detail = await p.content<OfferDetail>('additionalPackageOfferDetail', undefined, {
      offerId: 'EK-5GB',
    });
    expect(detail).toMatchObject({ name: 'Ek 5 GB', price: 120, dataGb: 5, validityDays: 30 });
    expect(detail.conditions.length).toBeGreaterThan(0);
    const missing = await p.call('additionalPackageOfferDetail', undefined, { offerId: 'YOK' });
    expect(missing.status).toBe(404);
    expect(missing.body.status?.message).toBe('Paket bulunamadı.');
  });

  it('refuses lines with a Turkish reason: wrong type, suspended, not the company’s, already active', async () => {
    const p = await packageClient();
    const [voice] = p.lines('VOICE');
    const [data] = p.lines('DATA');
    const [suspended] = p.lines('VOICE', 'SUSPENDED');
    const q = await p.quote('DK-500', [voice!, data!, suspended!, '5999999999', 'abc']);
    expect(q.allowed.map((l) => l.msisdn)).toEqual([voice]);
    expect(q.refused).toEqual([
      { msisdn: data, reason: '500 Dakika paketi veri hatlarına tanımlanamaz.' },
      { msisdn: suspended, reason: 'Hat askıda; askıdaki hatta paket tanımlanamaz.' },
      { msisdn: '5999999999', reason: 'Bu numara şirketinize ait bir hat değil.' },
      { msisdn: 'abc', reason: 'Geçerli bir cep telefonu numarası değil.' },
    ]);
    expect(q.total).toBe(90);
    expect((await p.order(q.quoteId)).status).toBe(200);
    const again = await p.quote('DK-500', [voice!]);
    expect(again.quoteId).toBe('');
    expect(again.refused[0]?.reason).toMatch(/^Hatta bu paket zaten etkin \(bitiş: \d\d\.\d\d\.\d{4}\)\.$/);
  });

  it('orders a package for two lines with the SMS code, lists it, writes history and My Orders, and cancels it', async () => {
    const p = await packageClient();
    const two = p.lines('VOICE').slice(0, 2);
    const q = await p.quote('EK-5GB', two);
    expect(q).toMatchObject({ total: 240, needsApproval: false });
    const res = await p.order(q.quoteId);
    expect(res.status).toBe(200);
    const done = res.body.content!;
    expect(done).toMatchObject({ action: 'ORDER', status: 'COMPLETED', lineCount: 2, total: 240 });
    expect(done.lines.map((l) => l.result)).toEqual(['DONE', 'DONE']);
    // The order is its ledger entry: one number, the one My Orders shows.
    expect(done.orderId).toMatch(/^SP-\d{8}-\d{6}$/);
    const running = (await p.active({ offerId: 'EK-5GB' })).items.filter((i) => two.includes(i.msisdn));
    expect(running).toHaveLength(2);
    expect(running[0]?.daysLeft).toBe(30);
    // The same quote cannot be ordered twice.
    expect((await p.order(q.quoteId)).status).toBe(409);
    const orders = await p.content<{ orders: { orderNo: string }[] }>('allOrders');
    expect(orders.orders.map((o) => o.orderNo)).toContain(done.orderId);

    const cancelled = await p.content<HistoryDetail>('additionalPackageCancelOrder', {
      packageIds: running.map((r) => r.packageId),
    });
    expect(cancelled).toMatchObject({ action: 'CANCEL', status: 'COMPLETED', lineCount: 2 });
    // A cancellation is a line operation of its own (the request history's "Ek paket iptali").
    expect(cancelled.orderId).toMatch(/^HT-/);
    expect(cancelled.lines.map((l) => l.result)).toEqual(['CANCELLED', 'CANCELLED']);
    expect((await p.active({ offerId: 'EK-5GB' })).items.filter((i) => two.includes(i.msisdn))).toEqual([]);
    const again = await p.call('additionalPackageCancelOrder', {
      packageIds: running.map((r) => r.packageId),
    });
    expect(again.status).toBe(400);
    expect(again.body.status?.message).toBe('Seçilen paketlerin hiçbiri iptal edilemiyor.');

    const history = await p.client.call<HistoryList>('additionalPackageHistoryList', undefined, {
      token: p.token,
    });
    expect(history.body.content?.items.slice(0, 2).map((h) => h.orderId)).toEqual([
      cancelled.orderId,
      done.orderId,
    ]);
    const detail = await p.content<HistoryDetail>('additionalPackageHistoryDetail', undefined, {
      orderId: done.orderId,
    });
    expect(detail.lines.map((l) => l.msisdn)).toEqual(two);
  });

  it('needs the agreement accepted, the current version and a validated code for the quote', async () => {
    const p = await packageClient();
    const q = await p.quote('EK-1GB', p.lines('DATA').slice(0, 1));
    const refused = await p.order(q.quoteId, { agreementAccepted: false });
    expect(refused.status).toBe(400);
    expect(refused.body.status?.message).toBe('Sipariş için ek paket sözleşmesini onaylamalısınız.');
    const old = await p.order(q.quoteId, { agreementVersion: '2025.1' });
    expect(old.status).toBe(409);
    const other = await p.quote('EK-1GB', p.lines('DATA').slice(1, 2));
    const wrongCode = await p.order(q.quoteId, { transactionId: await p.validatedCode(other.quoteId) });
    expect(wrongCode.status).not.toBe(200);
    expect((await p.order('yok')).body.status?.message).toMatch(/teklifi bulunamadı/);
  });

  it('keeps an order above the approval limit waiting, with its contract on the confirm list', async () => {
    const p = await packageClient();
    const many = p.lines('VOICE').slice(0, 20);
    // 20 × 150 TL stays under the limit; 20 × 325 TL does not.
    expect((await p.quote('DK-1000', many)).needsApproval).toBe(false);
    // A package abroad needs usage abroad on the line.
    p.client.db.prepare('UPDATE lines SET roaming = 0 WHERE msisdn = ?').run(many[0]);
    expect((await p.quote('YD-5GB', many.slice(0, 1))).refused[0]?.reason).toBe(
      'Hatta yurt dışı kullanım kapalı; önce yurt dışı kullanımı açınız.',
    );
    const tl = await p.quote('EK-20GB', many);
    expect(tl).toMatchObject({ total: 6500, needsApproval: true });
    const waiting = (await p.order(tl.quoteId)).body.content!;
    expect(waiting.status).toBe('WAITING_APPROVAL');
    expect(waiting.lines.every((l) => l.result === 'WAITING' && l.endsOn === null)).toBe(true);
    expect((await p.active({ offerId: 'EK-20GB' })).items.some((i) => many.includes(i.msisdn))).toBe(false);
    const list = await p.content<ConfirmList>('additionalPackageConfirmList');
    expect(list.items[0]).toMatchObject({ orderId: waiting.orderId });
    expect(list.items[0]?.waitingReason).toContain('5.000,00\u00a0TL');
    const contract = await p.content<ConfirmContract>('additionalPackageConfirmContract', undefined, {
      orderId: waiting.orderId,
    });
    expect(contract.lines).toEqual(many);
    expect(contract.paragraphs.join(' ')).toContain('6.500,00\u00a0TL');
    const unknown = await p.call('additionalPackageConfirmContract', undefined, { orderId: 'SP-YOK' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.status?.message).toBe('İşlem bulunamadı.');
  });

  it('puts a waiting order on the approval queue and applies the decision of another approver', async () => {
    const p = await packageClient();
    const many = p.lines('VOICE').slice(20, 40);
    const approver = (
      p.client.db.prepare("SELECT id FROM users WHERE user_name = 'demo.yonetici'").get() as { id: number }
    ).id;
    const decideOne = async (decision: 'APPROVED' | 'REJECTED', lines: string[]) => {
      const q = await p.quote('EK-20GB', lines);
      const waiting = (await p.order(q.quoteId)).body.content!;
      const queued = p.client.db
        .prepare(
          'SELECT type, group_id AS groupId, summary FROM approval_procedures WHERE workflow_instance_id = ?',
        )
        .get(waiting.orderId);
      expect(queued).toEqual({
        type: 'BULK_PACKAGE_ORDER',
        groupId: 'additionalPackage',
        summary: `${lines.length} hatta Ek 20 GB paketi tanımlanacak.`,
      });
      expect(
        decideApproval(p.client.db, p.login.corporateNcst, waiting.orderId, {
          status: decision,
          reason: decision === 'REJECTED' ? 'Bütçe yok' : null,
          at: Date.now(),
          by: approver,
        }),
      ).toBe(true);
      return waiting.orderId;
    };
    const approved = await decideOne('APPROVED', many);
    // A line suspended meanwhile is refused when the approved order is applied.
    p.client.db.prepare("UPDATE lines SET status = 'SUSPENDED' WHERE msisdn = ?").run(many[0]);
    // My Orders, read first, already shows the decision (the feature's settle), not "waiting".
    const orders = await p.content<{ orders: { orderNo: string; status: string; statusName?: string }[] }>(
      'allOrders',
    );
    expect(orders.orders.find((o) => o.orderNo === approved)).toMatchObject({
      status: 'COMPLETED',
      statusName: 'Kısmen tamamlandı',
    });
    const detail = await p.content<HistoryDetail>('additionalPackageHistoryDetail', undefined, {
      orderId: approved,
    });
    expect(detail.status).toBe('PARTIAL');
    expect(detail.lines[0]).toMatchObject({
      result: 'REFUSED',
      reason: 'Hat askıda; askıdaki hatta paket tanımlanamaz.',
    });
    expect(detail.lines.slice(1).every((l) => l.result === 'DONE' && l.endsOn)).toBe(true);
    expect(detail.total).toBe(19 * 325);
    const running = await p.active({ offerId: 'EK-20GB' });
    expect(running.items.filter((i) => many.includes(i.msisdn))).toHaveLength(19);

    const rejected = await decideOne('REJECTED', p.lines('VOICE').slice(60, 80));
    const list = await p.content<ConfirmList>('additionalPackageConfirmList');
    expect(list.items.map((o) => o.orderId)).not.toContain(rejected);
    const no = await p.content<HistoryDetail>('additionalPackageHistoryDetail', undefined, {
      orderId: rejected,
    });
    expect(no.status).toBe('REJECTED');
    expect(no.lines[0]).toMatchObject({ result: 'REFUSED', reason: 'Onaylanmadı: Bütçe yok' });
  });

  it('answers 403 to the limited user’s writes and lets them read', async () => {
    const p = await packageClient(USERS.limited);
    expect(
      (
        await p.call('additionalPackageOrder', {
          quoteId: 'x',
          agreementVersion: '1',
          agreementAccepted: true,
          transactionId: 'y',
        })
      ).status,
    ).toBe(403);
    expect((await p.call('additionalPackageCancelOrder', { packageIds: ['x'] })).status).toBe(403);
    expect((await p.call('additionalPackageList', {})).status).toBe(200);
  });

  it('refuses a bad request with a Turkish sentence naming the field', async () => {
    const p = await packageClient();
    const res = await p.call('additionalPackageOfferData', { offerId: 'EK-1GB', msisdns: [] });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toBe('En az bir hat seçmelisiniz.');
    const history = (query: string) =>
      p.client.app.request(`/api/dc_ccsi/v1/additional-packages/history?${query}`, {
        headers: { pageToken: p.token },
      });
    const reversed = await history('from=2026-11-20&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { status: { message: string } }).status.message).toBe(
      'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    );
    const wrongAction = await history('action=SATIS');
    expect(wrongAction.status).toBe(400);
    expect(((await wrongAction.json()) as { status: { message: string } }).status.message).toMatch(
      /^İşlem türü/,
    );
    const cancels = await history('action=CANCEL');
    expect(
      ((await cancels.json()) as { content: HistoryList }).content.items.every((h) => h.action === 'CANCEL'),
    ).toBe(true);
  });

  it('counts on the dashboard exactly the lines the list shows ending within the week', async () => {
    const p = await packageClient();
    const ending = await p.active({ endingWithinDays: 7 });
    expect(ending.total).toBeGreaterThan(0);
    expect(ending.items.every((i) => i.daysLeft <= 7)).toBe(true);
    const lines = new Set(ending.items.map((i) => i.msisdn));
    const now = Date.now();
    expect(closeToEndPackageLines(p.client.db, p.login.corporateNcst, now)).toBe(lines.size);
    const card = await p.content<{ count: number }>('dashboardCloseToEndPackages', {});
    expect(card.count).toBe(lines.size);
    expect(isoDay(dayOf(now))).toMatch(/^\d{4}-/);
  });
});
