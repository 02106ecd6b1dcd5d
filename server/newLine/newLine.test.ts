// @vitest-environment node
/** New-line rows against the seeded sandbox: pool, reservations, SIM stock, order, mars. */
import type {
  CreateOrderResponse,
  DemandOrder,
  FlexibleGsmListResponse,
  NewLineOptions,
  NewLineOrder,
  NumberList,
  NumberReservation,
  PhysicalGsmList,
  SimValidationResult,
} from '../../src/api/newLine/types';
import { BODY_CODES, type OtpChallenge } from '../../src/api/types';
import { createOrderStore } from '../db/ledger/orders';
import { sandboxClient, testClock, USERS } from '../test-support';
import { NEW_LINE_MESSAGES } from './messages';
import { RESERVATION_SECONDS } from './numbers';

const GIDA = '1000245873'; // hizli.kullanici's company

async function signedIn(user: readonly [string, string] = USERS.fast, clock = testClock()) {
  const client = sandboxClient({ now: clock.now, idleTimeoutSeconds: 100_000 });
  const { pageToken: token } = await client.login(...user);
  const call = <T>(name: string, body?: unknown, params?: Record<string, string>) =>
    client.call<T>(name, body, { token, ...(params ? { params } : {}) });
  return { client, token, call, clock, other: (u: readonly [string, string]) => signedInOn(client, u) };
}

/** Another person on the same sandbox (same pool, same clock). */
async function signedInOn(client: ReturnType<typeof sandboxClient>, user: readonly [string, string]) {
  const { pageToken: token } = await client.login(...user);
  return {
    call: <T>(name: string, body?: unknown) => client.call<T>(name, body, { token }),
  };
}

/** Sends and validates an order code for a draft, as the OTP dialog does. */
async function validatedTransaction(
  s: Awaited<ReturnType<typeof signedIn>>,
  draftId: string,
  msisdn = '5057654321',
): Promise<string> {
  const challenge = (await s.call<OtpChallenge>('sendOtp', { purpose: 'NEW_LINE_ORDER', reference: draftId }))
    .body.content!;
  const code = s.client.outbox.latestCode(msisdn);
  const res = await s.call('validateOtp', { transactionId: challenge.transactionId, code });
  expect(res.body.status?.code).toBe('0');
  return challenge.transactionId;
}

const CONTACT = {
  contactName: 'Can Öztürk',
  contactPhone: '5057654321',
  email: 'can@anadolugida.com.tr',
  m2mContactNumber: '5057654321',
};

async function orderBody(s: Awaited<ReturnType<typeof signedIn>>, draftId: string) {
  const reservation = (
    await s.call<NumberReservation>('newLineNumberReservation', {
      selectVoiceLineForMe: true,
      selectDataLineForMe: false,
      lines: [
        { lineKey: 'VOICE-1', productType: 'VOICE' },
        { lineKey: 'M2M-1', productType: 'M2M' },
      ],
    })
  ).body.content!;
  const sims = (await s.call<PhysicalGsmList>('newLinePhysicalGsmList', {})).body.content!.sims;
  const msisdn = (key: string) => reservation.numbers.find((n) => n.lineKey === key)!.msisdn;
  return {
    draftId,
    hasNumber: false,
    reservationId: reservation.reservationId,
    lines: [
      {
        lineKey: 'VOICE-1',
        productType: 'VOICE',
        msisdn: msisdn('VOICE-1'),
        tariffId: 'KRM-SPR-10',
        packageId: 'EK-5GB',
        simType: 'PHYSICAL',
        iccid: sims[0]!.iccid,
      },
      {
        lineKey: 'M2M-1',
        productType: 'M2M',
        msisdn: msisdn('M2M-1'),
        tariffId: 'M2M-AKL-50',
        simType: 'PHYSICAL',
        iccid: sims[1]!.iccid,
      },
    ],
    contact: CONTACT,
    preferences: ['E_INVOICE'],
    partnerId: 'PRT-IST-01',
  };
}

describe('new-line options and numbers', () => {
  it('serves tariffs and packages per product type', async () => {
    const s = await signedIn();
    for (const productType of ['VOICE', 'DATA', 'M2M']) {
      const o = (await s.call<NewLineOptions>('newLineOptions', { productType })).body.content!;
      expect(o.productType).toBe(productType);
      expect(o.tariffs.length).toBeGreaterThan(0);
    }
    expect((await s.call('newLineOptions', { productType: 'FAX' })).status).toBe(400);
  });

  it('offers VOICE 5xx numbers and the company’s own unused numbers', async () => {
    const s = await signedIn();
    const list = (await s.call<NumberList>('newLineNumberList', { productTypes: ['VOICE', 'M2M'] })).body
      .content!;
    expect(list.offered.VOICE.length).toBeGreaterThan(0);
    expect(list.offered.VOICE.every((m) => /^5\d{9}$/.test(m))).toBe(true);
    expect(list.offered.M2M.every((m) => m.length === 12)).toBe(true);
    expect(list.offered.DATA).toEqual([]);
    expect(list.existing.map((n) => n.productType)).toEqual(expect.arrayContaining(['VOICE', 'DATA', 'M2M']));
  });

  it('reserves picked and system-chosen numbers, hides them from others, releases them at expiry', async () => {
    const clock = testClock();
    const s = await signedIn(USERS.fast, clock);
    const other = await s.other(USERS.demo);
    const list = (await s.call<NumberList>('newLineNumberList', { productTypes: ['VOICE', 'DATA'] })).body
      .content!;
    const picked = list.offered.VOICE[0]!;
    const res = await s.call<NumberReservation>('newLineNumberReservation', {
      selectVoiceLineForMe: false,
      selectDataLineForMe: true,
      lines: [
        { lineKey: 'VOICE-1', productType: 'VOICE', msisdn: picked },
        { lineKey: 'DATA-1', productType: 'DATA' },
      ],
    });
    const reservation = res.body.content!;
    expect(reservation.expiresInSeconds).toBe(RESERVATION_SECONDS);
    expect(reservation.numbers[0]).toEqual({ lineKey: 'VOICE-1', msisdn: picked });
    expect(reservation.numbers[1]!.msisdn).toMatch(/^549/);

    const seen = (await other.call<NumberList>('newLineNumberList', { productTypes: ['VOICE'] })).body
      .content!;
    expect(seen.offered.VOICE).not.toContain(picked);
    const taken = await other.call('newLineNumberReservation', {
      selectVoiceLineForMe: false,
      selectDataLineForMe: false,
      lines: [{ lineKey: 'VOICE-1', productType: 'VOICE', msisdn: picked }],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.status?.message).toBe(NEW_LINE_MESSAGES.numberUnavailable(picked));

    clock.advance(RESERVATION_SECONDS + 1);
    const after = (await other.call<NumberList>('newLineNumberList', { productTypes: ['VOICE'] })).body
      .content!;
    expect(after.offered.VOICE).toContain(picked);
  });

  it('replaces the previous reservation of the person with a new one', async () => {
    const s = await signedIn();
    const other = await s.other(USERS.demo);
    const first = (
      await s.call<NumberReservation>('newLineNumberReservation', {
        selectVoiceLineForMe: true,
        selectDataLineForMe: false,
        lines: [{ lineKey: 'VOICE-1', productType: 'VOICE' }],
      })
    ).body.content!;
    await s.call('newLineNumberReservation', {
      selectVoiceLineForMe: false,
      selectDataLineForMe: false,
      lines: [{ lineKey: 'M2M-1', productType: 'M2M' }],
    });
    const offered = (await other.call<NumberList>('newLineNumberList', { productTypes: ['VOICE'] })).body
      .content!;
    expect(offered.offered.VOICE).toContain(first.numbers[0]!.msisdn);
  });

  it('refuses a reservation without a number when the person did not ask the system to choose', async () => {
    const s = await signedIn();
    const res = await s.call('newLineNumberReservation', {
      selectVoiceLineForMe: false,
      selectDataLineForMe: false,
      lines: [{ lineKey: 'VOICE-1', productType: 'VOICE' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toBe(NEW_LINE_MESSAGES.numberRequired);
  });
});

describe('new-line SIM cards', () => {
  it('lists physical and e-SIM stock and marks blocked, unknown and doubled SIMs invalid', async () => {
    const s = await signedIn();
    const physical = (await s.call<PhysicalGsmList>('newLinePhysicalGsmList', {})).body.content!.sims;
    const esims = (await s.call<FlexibleGsmListResponse>('newLineFlexibleGsmList', { type: 'VOICE' })).body
      .content!;
    expect(esims.type).toBe('VOICE');
    expect(esims.productList.length).toBe(4);
    const blocked = physical.at(-1)!.iccid;
    const res = await s.call<SimValidationResult>('newLineSimValidation', {
      sims: [
        { msisdn: '5010000001', simType: 'PHYSICAL', iccid: physical[0]!.iccid },
        { msisdn: '5010000002', simType: 'PHYSICAL', iccid: blocked },
        { msisdn: '5010000003', simType: 'PHYSICAL', iccid: '8990000000000000000' },
        { msisdn: '5010000004', simType: 'ESIM', iccid: physical[1]!.iccid },
      ],
    });
    const list = res.body.content!.simValidationList;
    expect(list.map((e) => e.valid)).toEqual([true, false, false, false]);
    expect(list[1]!.reason).toMatch(/kapatılmış|arızalı/);
    expect(list[2]!.reason).toBe(NEW_LINE_MESSAGES.simUnknown);
    expect(list[3]!.reason).toBe(NEW_LINE_MESSAGES.simWrongType);
  });
});

describe('new-line contact, customer, company', () => {
  it('validates contacts, refusing a number that is not in service', async () => {
    const s = await signedIn();
    expect((await s.call('newLineContactValidation', CONTACT)).body.content).toEqual({
      IsContactValidated: true,
    });
    const pool = (await s.call<NumberList>('newLineNumberList', { productTypes: ['VOICE'] })).body.content!;
    const res = await s.call<{ IsContactValidated: boolean; message: string }>('newLineContactValidation', {
      ...CONTACT,
      contactPhone: pool.offered.VOICE[0],
    });
    expect(res.body.content?.IsContactValidated).toBe(false);
    const bad = await s.call('newLineContactValidation', { ...CONTACT, email: 'yok' });
    expect(bad.status).toBe(400);
    expect(bad.body.status?.message).toBe('E-posta geçerli bir e-posta adresi olmalıdır.');
  });

  it('answers the customer validation per company, with company info, preferences and partners', async () => {
    const fast = await signedIn();
    expect((await fast.call('newLineCustomerValidated')).body.content).toEqual({ IsCustomerValidated: true });
    expect(
      (await fast.call<{ corporateName: string }>('newLineCompanyInfo')).body.content?.corporateName,
    ).toBe('Anadolu Gıda San. A.Ş.');
    expect(
      (await fast.call<{ options: unknown[] }>('newLineSubscriptionPreferences')).body.content?.options
        .length,
    ).toBe(3);
    expect((await fast.call<{ partners: unknown[] }>('newLinePartners')).body.content?.partners.length).toBe(
      3,
    );
    const enerji = await signedIn(USERS.special);
    const res = (
      await enerji.call<{ IsCustomerValidated: boolean; message: string }>('newLineCustomerValidated')
    ).body.content!;
    expect(res.IsCustomerValidated).toBe(false);
    expect(res.message).toMatch(/imza sirküleri/);
  });
});

describe('new-line order', () => {
  it('refuses an order whose OTP was not validated', async () => {
    const s = await signedIn();
    const before = createOrderStore(s.client.db, Date.now).list(GIDA).length;
    const body = await orderBody(s, 'draft-1');
    const challenge = (
      await s.call<OtpChallenge>('sendOtp', { purpose: 'NEW_LINE_ORDER', reference: 'draft-1' })
    ).body.content!;
    const res = await s.call('newLineCreateOrder', { ...body, transactionId: challenge.transactionId });
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toBe('Lütfen önce doğrulama kodunu girin.');
    expect(createOrderStore(s.client.db, Date.now).list(GIDA)).toHaveLength(before);
  });

  it('refuses an OTP validated for another draft', async () => {
    const s = await signedIn();
    const body = await orderBody(s, 'draft-1');
    const transactionId = await validatedTransaction(s, 'draft-other');
    const res = await s.call('newLineCreateOrder', { ...body, transactionId });
    expect(res.status).toBe(400);
  });

  it('creates a RECEIVED order in the shared store, reads it, updates it, sends it to mars', async () => {
    const s = await signedIn();
    const body = await orderBody(s, 'draft-1');
    const transactionId = await validatedTransaction(s, 'draft-1');
    const res = await s.call<CreateOrderResponse>('newLineCreateOrder', { ...body, transactionId });
    expect(res.body.status?.code).toBe('0');
    const orderId = res.body.content!.orderId!;
    expect(orderId).toMatch(/^SP-\d{8}-\d{6}$/);
    const stored = createOrderStore(s.client.db, Date.now).get(GIDA, orderId)!;
    expect(stored.status).toBe('RECEIVED');
    expect(stored.orderType).toBe('NEW_LINE');
    expect(stored.title).toBe('1 ses hattı, 1 M2M hattı');
    expect(stored.lines.map((l) => l.msisdn)).toEqual(body.lines.map((l) => l.msisdn));

    // The same validation cannot confirm a second order.
    expect((await s.call('newLineCreateOrder', { ...body, transactionId })).status).toBe(400);

    const read = (await s.call<NewLineOrder>('newLineOrderRead', undefined, { orderId })).body.content!;
    expect(read.lines).toHaveLength(2);
    const updated = await s.call<NewLineOrder>(
      'newLineOrderUpdate',
      { partnerId: 'PRT-ANK-01' },
      { orderId },
    );
    expect((updated.body.content!.details.partner as { id: string }).id).toBe('PRT-ANK-01');

    const mars = await s.call<{ status: string }>('newLineMarsSend', {}, { orderId });
    expect(mars.body.content?.status).toBe('IN_PROGRESS');
    expect(createOrderStore(s.client.db, Date.now).get(GIDA, orderId)!.status).toBe('IN_PROGRESS');
    expect((await s.call('newLineMarsSend', {}, { orderId })).status).toBe(409);
    expect((await s.call('newLineOrderUpdate', { partnerId: 'PRT-IST-01' }, { orderId })).status).toBe(409);
    const demand = await s.client.call<DemandOrder>('newLineDemandOrder', undefined, { token: s.token });
    expect(demand.status).toBe(400);
    expect(demand.body.status?.message).toBe('Sipariş numarası zorunludur.');
    const found = await s.client.app.request(`/api/dc_ccsi/v1/new-line/demand-order?orderId=${orderId}`, {
      headers: { pageToken: s.token },
    });
    // The demand is the order under its one ledger number.
    expect(((await found.json()) as { content: DemandOrder }).content.demandNo).toBe(orderId);
  });

  it('refuses an order whose reservation expired', async () => {
    const clock = testClock();
    const s = await signedIn(USERS.fast, clock);
    const body = await orderBody(s, 'draft-1');
    clock.advance(RESERVATION_SECONDS + 1);
    const transactionId = await validatedTransaction(s, 'draft-1');
    const res = await s.call('newLineCreateOrder', { ...body, transactionId });
    expect(res.status).toBe(409);
    expect(res.body.status?.code).toBe('RESERVATION_EXPIRED');
    expect(res.body.status?.message).toBe(NEW_LINE_MESSAGES.reservationExpired);
  });

  it('refuses an order with an invalid SIM', async () => {
    const s = await signedIn();
    const body = await orderBody(s, 'draft-1');
    const sims = (await s.call<PhysicalGsmList>('newLinePhysicalGsmList', {})).body.content!.sims;
    body.lines[0]!.iccid = sims.at(-1)!.iccid;
    const transactionId = await validatedTransaction(s, 'draft-1');
    const res = await s.call('newLineCreateOrder', { ...body, transactionId });
    expect(res.status).toBe(409);
    expect(res.body.status?.code).toBe('SIM_INVALID');
  });

  it('answers 403 to a user without full authority on every write row', async () => {
    const s = await signedIn(USERS.limited);
    for (const [name, body, params] of [
      ['newLineNumberReservation', { selectVoiceLineForMe: true, selectDataLineForMe: false, lines: [] }],
      ['newLineCreateOrder', {}],
      ['newLineOrderUpdate', {}, { orderId: 'SP-1' }],
      ['newLineMarsSend', {}, { orderId: 'SP-1' }],
    ] as const) {
      const res = await s.call(name, body, params);
      expect(res.status, name).toBe(403);
    }
    // Reading is open to them.
    expect((await s.call('newLinePartners')).status).toBe(200);
  });
});

describe('new-line requests refused with the field named in Turkish', () => {
  const VOICE_LINE = {
    lineKey: 'VOICE-1',
    productType: 'VOICE',
    msisdn: '5010000001',
    tariffId: 'KRM-SPR-10',
    simType: 'PHYSICAL',
    iccid: '8990000000000000001',
  };
  const ORDER = {
    draftId: 'draft-1',
    transactionId: 'tx-1',
    hasNumber: false,
    lines: [VOICE_LINE],
    contact: CONTACT,
    preferences: [],
    partnerId: 'PRT-IST-01',
  };
  const cases: [string, unknown, string, Record<string, string>?][] = [
    ['newLineOptions', { productType: 'FAX' }, 'Ürün türü şu değerlerden biri olmalıdır: VOICE, DATA, M2M.'],
    ['newLineNumberList', { productTypes: 'VOICE' }, 'Ürün türleri liste olmalıdır.'],
    [
      'newLineNumberReservation',
      { selectVoiceLineForMe: 'evet', selectDataLineForMe: false, lines: [] },
      'Ses hattı numaralarını sistem seçsin evet/hayır değeri olmalıdır.',
    ],
    [
      'newLineNumberReservation',
      { selectVoiceLineForMe: false, selectDataLineForMe: false, lines: [{ productType: 'VOICE' }] },
      'Hat anahtarı zorunludur.',
    ],
    ['newLineFlexibleGsmList', {}, 'Ürün türü zorunludur.'],
    [
      'newLineSimValidation',
      { sims: [{ msisdn: '5010000001', simType: 'PHYSICAL', iccid: '' }] },
      'SIM kart seri numarası zorunludur.',
    ],
    [
      'newLineContactValidation',
      { ...CONTACT, contactPhone: '0532' },
      'Cep telefonu okunamadı; numarayı 0532 123 45 67 gibi yazın.',
    ],
    [
      'newLineContactValidation',
      { ...CONTACT, m2mContactNumber: '12' },
      'M2M iletişim numarası okunamadı; numarayı 0532 123 45 67 gibi yazın.',
    ],
    ['newLineCreateOrder', { ...ORDER, partnerId: undefined }, 'Teslimat noktası zorunludur.'],
    [
      'newLineCreateOrder',
      { ...ORDER, lines: [{ ...VOICE_LINE, simType: 'USB' }] },
      'SIM türü şu değerlerden biri olmalıdır: PHYSICAL, ESIM.',
    ],
    [
      'newLineCreateOrder',
      { ...ORDER, contact: { ...CONTACT, contactName: '' } },
      'Yetkili adı soyadı zorunludur.',
    ],
    [
      'newLineOrderUpdate',
      { preferences: 'E_INVOICE' },
      'Abonelik tercihleri liste olmalıdır.',
      { orderId: 'SP-1' },
    ],
  ];

  it.each(cases)('%s answers 400 with the Turkish sentence (%#)', async (name, body, message, params) => {
    const s = await signedIn();
    const res = await s.call(name, body, params);
    expect(res.status).toBe(400);
    expect(res.body.status?.code).toBe(BODY_CODES.validation);
    expect(res.body.status?.message).toBe(message);
  });

  it('refuses a demand lookup with too long an order number', async () => {
    const s = await signedIn();
    const res = await s.client.app.request(
      `/api/dc_ccsi/v1/new-line/demand-order?orderId=${'9'.repeat(41)}`,
      {
        headers: { pageToken: s.token },
      },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { status: { message: string } }).status.message).toBe(
      'Sipariş numarası en fazla 40 karakter olabilir.',
    );
  });
});
