// @vitest-environment node
/**
 * What the take-over refuses, each with its Turkish reason: lines that cannot be taken over,
 * requests that mix owners or name the wrong contact, an owner who says no, a company that may
 * not take lines over, and steps out of order.
 */
import type { ContactValidityResult, TakeOverOrder, TakeOverValidation } from '../../src/api/takeOver/types';
import { USERS } from '../test-support';
import { PREFERENCES, SUBSCRIPTION } from './fixtures';
import { DEFAULT_APPROVAL_SECONDS } from './statuses';
import { startTakeOver, takeOverSession } from './testClient';

describe('lines that cannot be taken over', () => {
  it('answers each number with its owner masked or its reason, and opens no order', async () => {
    const s = await takeOverSession();
    const companyLine = (
      s.client.db.prepare("SELECT msisdn FROM lines WHERE corporate_ncst = '1000245873' LIMIT 1").get() as {
        msisdn: string;
      }
    ).msisdn;
    const asked = [
      '5445000010',
      '5444000010',
      '5446000010',
      companyLine,
      '5999999999',
      '5445000011',
      '5445000011',
    ];
    const result = await startTakeOver(s, asked, '5445000001');
    expect(result.valid).toBe(false);
    expect(result.order).toBeUndefined();
    expect(result.message).toBe('Devredilemeyen hatları listeden çıkarıp tekrar deneyiniz.');
    expect(result.lines.map((l) => [l.msisdn, l.eligible, l.reasonCode, l.reason])).toEqual([
      [
        '5445000010',
        false,
        'UNPAID_DEBT',
        'Hattın 1.250,40\u00a0TL ödenmemiş borcu var; borç ödenmeden hat devredilemez.',
      ],
      [
        '5444000010',
        false,
        'LEGAL_HOLD',
        'Hat üzerinde yasal kısıtlama (hukuki takip) bulunduğu için devredilemez.',
      ],
      ['5446000010', false, 'IN_OTHER_TAKE_OVER', 'Bu hat için devam eden başka bir devir işlemi var.'],
      [companyLine, false, 'OWN_LINE', 'Bu hat zaten şirketinize ait.'],
      ['5999999999', false, 'NOT_FOUND', 'Bu numara devredilebilecek bir hat olarak bulunamadı.'],
      ['5445000011', true, undefined, undefined],
      ['5445000011', false, 'TWICE', 'Bu numara listede birden fazla kez yer alıyor.'],
    ]);
    // A refused line still shows whose it is; an unknown number shows nothing of anyone.
    expect(result.lines[0]).toMatchObject({
      ownerType: 'PERSON',
      ownerName: 'Ha*** De***',
      productType: 'VOICE',
    });
    expect(result.lines[4]?.ownerName).toBeUndefined();
    const orders = s.client.db
      .prepare('SELECT COUNT(*) AS n FROM takeover_orders WHERE corporate_ncst = ?')
      .get('1000245873') as { n: number };
    const seeded = orders.n;
    expect((await startTakeOver(s, ['5445000011'], '5445000001')).valid).toBe(true);
    expect(
      (
        s.client.db
          .prepare('SELECT COUNT(*) AS n FROM takeover_orders WHERE corporate_ncst = ?')
          .get('1000245873') as { n: number }
      ).n,
    ).toBe(seeded + 1);
    s.client.close();
  });

  it('refuses lines of two owners together, and a number that is not the owner’s', async () => {
    const s = await takeOverSession();
    const mixed = await startTakeOver(s, ['5441000001', '5442000010'], '5441000001');
    expect(mixed).toMatchObject({
      valid: false,
      message: 'Bir devir siparişindeki hatların tümü aynı kişiye ya da şirkete ait olmalıdır.',
    });
    expect(mixed.lines.every((l) => l.eligible)).toBe(true);
    const wrong = await startTakeOver(s, ['5442000010'], '5441000001');
    expect(wrong.message).toBe(
      'Girilen numara devreden tarafın kayıtlı iletişim numarası değil. Kayıtlı numarayı hat sahibinden öğrenin.',
    );
    expect(wrong.order).toBeUndefined();
    s.client.close();
  });

  it('refuses a malformed request with the field named in Turkish', async () => {
    const s = await takeOverSession();
    const res = await s.call('takeOverContactValidity', {
      msisdnList: ['05441000001'],
      transferorPhone: '5441000001',
      contactMethod: 'SMS',
    });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toContain(
      'Devredilecek hat numarası okunamadı; numarayı 0532 123 45 67 gibi yazın.',
    );
    const empty = await s.call('takeOverContactValidity', {
      msisdnList: [],
      transferorPhone: '5441000001',
      contactMethod: 'SMS',
    });
    expect(empty.body.status?.message).toContain('En az bir hat numarası girin.');
    s.client.close();
  });
});

describe('the owner says no', () => {
  it('rejects the order when the answer arrives, and frees its lines', async () => {
    const s = await takeOverSession();
    const order = (await startTakeOver(s, ['5443000010', '5443000011'], '5443000001')).order as TakeOverOrder;
    expect(order.orderTypeId).toBe(2);
    s.clock.advance(DEFAULT_APPROVAL_SECONDS);
    const validation = await s.content<TakeOverValidation>('takeOverValidation', undefined, {
      params: { orderId: order.orderId },
    });
    expect(validation).toMatchObject({
      status: 'REJECTED',
      statusName: 'Reddedildi',
      canContinue: false,
      message: 'Devreden taraf hat devrini onaylamadı; sipariş reddedildi.',
      approval: { status: 'REJECTED' },
    });
    const step = await s.call('takeOverPreferences', PREFERENCES, { params: { orderId: order.orderId } });
    expect(step.status).toBe(409);
    expect(step.body.status?.message).toBe('Sipariş "Reddedildi" durumunda olduğu için değiştirilemez.');
    expect((await startTakeOver(s, ['5443000010'], '5443000001')).valid).toBe(true);
    s.client.close();
  });
});

describe('a company that may not take lines over', () => {
  it('is told why at validation and refused at the subscription step', async () => {
    const s = await takeOverSession(USERS.special); // Anadolu Enerji: overdue invoices
    const order = (
      await s.content<ContactValidityResult>('takeOverContactValidity', {
        msisdnList: ['5441000011'],
        transferorPhone: '5441000011',
        contactMethod: 'SMS',
      })
    ).order as TakeOverOrder;
    const params = { orderId: order.orderId };
    const reason =
      'Şirketinizin vadesi geçmiş fatura borcu bulunduğu için hat devralma işlemi yapılamaz. Borcunuzu ödedikten sonra tekrar deneyiniz.';
    const validation = await s.content<TakeOverValidation>('takeOverValidation', undefined, { params });
    expect(validation).toMatchObject({
      canContinue: false,
      message: reason,
      company: { valid: false, message: reason },
    });
    const res = await s.call('takeOverSubscriptionInfo', SUBSCRIPTION, { params });
    expect(res.status).toBe(409);
    expect(res.body.status).toMatchObject({ code: 'COMPANY_NOT_VALIDATED', message: reason });
    s.client.close();
  });
});

describe('steps out of order or wrong', () => {
  it('refuses what does not fit the order', async () => {
    const s = await takeOverSession();
    const order = (await startTakeOver(s, ['5441000011', '5441000012'], '5441000011')).order as TakeOverOrder;
    const params = { orderId: order.orderId };
    const refused = async (name: string, body: unknown) => {
      const res = await s.call(name, body, { params });
      return [res.status, res.body.status?.message];
    };
    expect(
      await refused('takeOverSubscriptionInfo', { ...SUBSCRIPTION, companyInfoConfirmed: false }),
    ).toEqual([400, 'Devam etmek için şirket bilgilerinin doğru olduğunu onaylayın.']);
    expect(
      await refused('takeOverSubscriptionInfo', { ...SUBSCRIPTION, contactPhone: '5441000012' }),
    ).toEqual([400, 'Yetkili cep telefonu devralınan hatlardan biri olamaz.']);
    expect(
      await refused('takeOverTariff', { selections: [{ msisdn: '5441000011', tariffId: 'KRM-DATA-20' }] }),
    ).toEqual([400, '0544 100 00 11 numarası için seçilen tarife bu hat türünde geçerli değil.']);
    expect(
      await refused('takeOverTariff', { selections: [{ msisdn: '5441000011', tariffId: 'KRM-DVR-15' }] }),
    ).toEqual([400, 'Her hat için bir tarife seçin.']);
    expect(
      await refused('takeOverTariff', { selections: [{ msisdn: '5441000001', tariffId: 'KRM-DVR-15' }] }),
    ).toEqual([400, '0544 100 00 01 numarası bu devir siparişinde yok.']);
    expect(await refused('takeOverFinalize', { transactionId: 'yok' })).toEqual([
      409,
      'Önce abonelik bilgilerini doldurunuz.',
    ]);
    expect(await refused('takeOverMarsSend', undefined)).toEqual([
      409,
      'Sipariş onaylanmadan operatöre gönderilemez.',
    ]);
    const unknown = await s.call('takeOverOrderById', undefined, {
      params: { orderId: 'SP-20260101-999999' },
    });
    expect([unknown.status, unknown.body.status?.code]).toEqual([404, 'NOT_FOUND']);
    s.client.close();
  });

  it('does not show another company’s order', async () => {
    const s = await takeOverSession();
    const order = (await startTakeOver(s, ['5441000011'], '5441000011')).order as TakeOverOrder;
    // demo.yonetici signs in on their default company (Anadolu Lojistik), not Anadolu Gıda.
    const demo = await s.client.login(...USERS.demo);
    const xsrf = await s.client.ensureCsrf(demo.pageToken);
    const res = await s.client.app.request(`/api/dc_ccsi/v1/take-over/orders/${order.orderId}`, {
      headers: {
        'Screen-Name': 'TAKEOVER',
        pageToken: demo.pageToken,
        'X-XSRF-TOKEN': xsrf,
        Cookie: `XSRF-TOKEN=${xsrf}`,
      },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { status: { code: string } }).status.code).toBe('NOT_FOUND');
    s.client.close();
  });
});
