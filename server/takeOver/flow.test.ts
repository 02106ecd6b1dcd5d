// @vitest-environment node
/**
 * A take-over from the first step to the lines joining the company: the owner's approval after
 * its delay, each step written to the order, finalize with the OTP, mars send, and the status
 * advancing over time, in the take-over list and in My Orders.
 */
import type { OrderDetail, OrderListPage } from '../../src/api/orders/types';
import type {
  ContactValidityResult,
  OrderList,
  TakeOverCompanyInfo,
  TakeOverMarsResult,
  TakeOverOrder,
  TakeOverValidation,
  TariffOptions,
} from '../../src/api/takeOver/types';
import { PREFERENCES, SUBSCRIPTION } from './fixtures';
import { COMPLETION_SECONDS, DEFAULT_APPROVAL_SECONDS } from './statuses';
import { startTakeOver, type TakeOverSession, takeOverSession } from './testClient';

const GIDA = '1000245873'; // hizli.kullanici's company

const companyLine = (s: TakeOverSession, msisdn: string) =>
  s.client.db
    .prepare('SELECT corporate_ncst, tariff_name, line_user FROM lines WHERE msisdn = ?')
    .get(msisdn) as { corporate_ncst: string; tariff_name: string; line_user: string } | undefined;

describe('a take-over from start to finish', () => {
  it('opens the order, waits for the owner, fills each step, confirms, sends and completes', async () => {
    const s = await takeOverSession();
    const started = await startTakeOver(s);
    expect(started.valid).toBe(true);
    expect(started.lines.map((l) => [l.msisdn, l.ownerName, l.eligible])).toEqual([
      ['5441000001', 'Me**** Yı****', true],
      ['5441000002', 'Me**** Yı****', true],
      ['5441000003', 'Me**** Yı****', true],
    ]);
    const order = started.order as TakeOverOrder;
    expect(order).toMatchObject({
      status: 'AWAITING_APPROVAL',
      statusName: 'Onay bekliyor',
      orderTypeId: 1,
      orderTypeName: 'Bireysel aboneden devir',
      nextStep: 'APPROVAL',
      cancellable: true,
      transferor: {
        ownerType: 'PERSON',
        name: 'Me**** Yı****',
        contactPhone: '544 *** ** 01',
        contactMethod: 'SMS',
      },
      approval: { status: 'PENDING', waitSeconds: DEFAULT_APPROVAL_SECONDS },
    });
    expect(order.approval.message).toBe(
      "Devreden tarafa onay SMS'i gönderildi (544 *** ** 01). Onay bekleniyor.",
    );
    const orderId = order.orderId;
    const params = { orderId };

    // Before the owner answers, the steps are refused and the validation says why.
    s.clock.advance(DEFAULT_APPROVAL_SECONDS - 5);
    const waiting = await s.content<TakeOverValidation>('takeOverValidation', undefined, { params });
    expect(waiting).toMatchObject({ canContinue: false, approval: { status: 'PENDING', waitSeconds: 5 } });
    const early = await s.call('takeOverSubscriptionInfo', SUBSCRIPTION, { params });
    expect(early.status).toBe(409);
    expect(early.body.status?.message).toBe('Devreden tarafın onayı gelmeden bu adıma geçilemez.');

    s.clock.advance(5);
    const approved = await s.content<TakeOverValidation>('takeOverValidation', undefined, { params });
    expect(approved).toMatchObject({
      status: 'APPROVED',
      statusName: 'Devreden onayladı',
      canContinue: true,
      company: { valid: true },
      approval: { status: 'APPROVED', message: 'Devreden taraf hat devrini onayladı.' },
    });

    const company = await s.content<TakeOverCompanyInfo>('takeOverCompanyInfo');
    expect(company).toMatchObject({
      corporateNcst: GIDA,
      corporateName: 'Anadolu Gıda San. A.Ş.',
      taxOffice: 'Bornova',
    });

    const withInfo = await s.content<TakeOverOrder>('takeOverSubscriptionInfo', SUBSCRIPTION, { params });
    expect(withInfo).toMatchObject({ subscriptionInfo: SUBSCRIPTION, nextStep: 'TARIFF' });

    const options = await s.content<TariffOptions>('takeOverTariffOptions', {}, { params });
    expect(options.groups.map((g) => [g.productType, g.productTypeName, g.msisdnList])).toEqual([
      ['VOICE', 'Ses', ['5441000001', '5441000002']],
      ['DATA', 'Veri', ['5441000003']],
    ]);
    // A person's voice lines may also take the welcome tariff; data lines only data tariffs.
    expect(options.groups[0]?.tariffs.map((t) => t.id)).toContain('KRM-DVR-HG-10');
    expect(options.groups[1]?.tariffs.map((t) => t.id)).toEqual(['KRM-DATA-20', 'KRM-DATA-50']);
    const dataOnly = await s.content<TariffOptions>(
      'takeOverTariffOptions',
      { productType: 'DATA' },
      { params },
    );
    expect(dataOnly.groups.map((g) => g.productType)).toEqual(['DATA']);

    const withTariffs = await s.content<TakeOverOrder>(
      'takeOverTariff',
      {
        selections: [
          { msisdn: '5441000001', tariffId: 'KRM-DVR-15' },
          { msisdn: '5441000002', tariffId: 'KRM-DVR-HG-10' },
          { msisdn: '5441000003', tariffId: 'KRM-DATA-20' },
        ],
      },
      { params },
    );
    expect(withTariffs.monthlyTotal).toBe(839.7);
    expect(withTariffs.nextStep).toBe('PREFERENCES');

    const withPreferences = await s.content<TakeOverOrder>('takeOverPreferences', PREFERENCES, { params });
    expect(withPreferences).toMatchObject({ preferences: PREFERENCES, nextStep: 'SUMMARY' });

    const transactionId = await s.validatedOtp(orderId);
    const finalized = await s.content<TakeOverOrder>('takeOverFinalize', { transactionId }, { params });
    expect(finalized).toMatchObject({ status: 'FINALIZED', statusName: 'Gönderime hazır', nextStep: 'MARS' });
    // The same code cannot confirm twice.
    expect((await s.call('takeOverFinalize', { transactionId }, { params })).status).toBe(409);

    const sent = await s.content<TakeOverMarsResult>('takeOverMarsSend', undefined, { params });
    expect(sent).toMatchObject({
      status: 'IN_PROGRESS',
      statusName: 'Devir işlemde',
      marsReference: `MARS-TO-${orderId.slice(-6)}`,
    });
    expect(companyLine(s, '5441000001')).toBeUndefined();

    // The same lines cannot go into another order while this one holds them.
    const again = await startTakeOver(s);
    expect(again.valid).toBe(false);
    expect(again.lines[0]).toMatchObject({
      reasonCode: 'IN_OTHER_TAKE_OVER',
      reason: 'Bu hat için devam eden başka bir devir işlemi var.',
    });

    // My Orders lists it with the take-over status in its summary.
    const mine = await s.client.call<OrderDetail>('orderDetail', undefined, {
      token: s.pageToken,
      params: { orderNo: orderId },
    });
    expect(mine.body.content).toMatchObject({
      orderType: 'TAKE_OVER',
      status: 'IN_PROGRESS',
      statusName: 'Devir işlemde',
      title: '3 hattın devralınması (2 ses, 1 veri)',
      details: {
        statusName: 'Devir işlemde',
        summary: expect.arrayContaining([{ label: 'Devir durumu', value: 'Devir işlemde' }]),
      },
    });
    expect(mine.body.content?.lines.map((l) => l.tariffName)).toEqual([
      'Kurumsal Devir 15 GB',
      'Devir Hoş Geldin 10 GB',
      'Kurumsal Data 20 GB',
    ]);

    // A minute later the operator has completed it: read from My Orders first.
    s.clock.advance(COMPLETION_SECONDS);
    const list = await s.client.call<OrderListPage>('allOrders', undefined, { token: s.pageToken });
    expect(list.body.content?.orders.find((o) => o.orderNo === orderId)).toMatchObject({
      status: 'COMPLETED',
      statusName: 'Tamamlandı',
    });
    expect(companyLine(s, '5441000002')).toEqual({
      corporate_ncst: GIDA,
      tariff_name: 'Devir Hoş Geldin 10 GB',
      line_user: 'Ali Yılmaz',
    });
    const done = await s.content<TakeOverOrder>('takeOverOrderById', undefined, { params });
    expect(done).toMatchObject({
      status: 'COMPLETED',
      statusName: 'Tamamlandı',
      nextStep: 'DONE',
      cancellable: false,
    });

    const listed = await s.content<OrderList>('takeOverOrderList', undefined, {
      query: { status: 'COMPLETED' },
    });
    expect(listed.orders.map((o) => o.orderId)).toContain(orderId);

    // Taken over, the line is now the company's own.
    const own = await startTakeOver(s, ['5441000001']);
    expect(own.lines[0]).toMatchObject({
      eligible: false,
      reasonCode: 'OWN_LINE',
      reason: 'Bu hat zaten şirketinize ait.',
    });
    s.client.close();
  });

  it('takes an owner who approved beforehand at once, by call', async () => {
    const s = await takeOverSession();
    const started = await s.content<ContactValidityResult>('takeOverContactValidity', {
      msisdnList: ['5441000011', '5441000012'],
      transferorPhone: '5441000011',
      contactMethod: 'CALL',
    });
    expect(started.order).toMatchObject({
      status: 'APPROVED',
      nextStep: 'SUBSCRIPTION_INFO',
      approval: { status: 'APPROVED' },
    });
    s.client.close();
  });

  it('replaces the lines of an open order when asked again with its id, and the owner is asked again', async () => {
    const s = await takeOverSession();
    const first = (await startTakeOver(s)).order as TakeOverOrder;
    s.clock.advance(DEFAULT_APPROVAL_SECONDS);
    const again = await s.content<ContactValidityResult>('takeOverContactValidity', {
      orderId: first.orderId,
      msisdnList: ['5441000002'],
      transferorPhone: '5441000001',
      contactMethod: 'CALL',
    });
    expect(again.order).toMatchObject({
      orderId: first.orderId,
      status: 'AWAITING_APPROVAL',
      lines: [{ msisdn: '5441000002' }],
      transferor: { contactMethod: 'CALL' },
      approval: { message: 'Devreden taraf aranıyor (544 *** ** 01). Onay bekleniyor.' },
    });
    // The lines it let go of are free for another order.
    expect((await startTakeOver(s, ['5441000001', '5441000003'])).valid).toBe(true);
    s.client.close();
  });
});
