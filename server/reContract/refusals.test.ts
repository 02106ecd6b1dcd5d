// @vitest-environment node
/**
 * What a re-contract submit refuses, each in Turkish and with nothing written: a line still under
 * a long commitment, a suspended line, a line already in a re-contract order, an ended campaign,
 * an offer or add-on that does not fit, a code that confirmed something else; and 403 for a
 * person without full authority on both writes.
 */

import { reContractRows } from '../../src/api/reContract/rows';
import type { ReContractLine } from '../../src/api/reContract/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { RELAXED_LIMITS } from '../limits';
import { USERS } from '../test-support';
import { ENDED_CAMPAIGN } from './catalogue';
import { type ReContractSession, reContractSession } from './testClient';

let s: ReContractSession;
let all: ReContractLine[];
let voice: ReContractLine[];
beforeAll(async () => {
  // Many codes in a few seconds: the real limits would refuse the later ones.
  s = await reContractSession(USERS.fast, { limits: RELAXED_LIMITS });
  all = await s.allLines({ sortFieldName: 'msisdn' });
  voice = all.filter((l) => l.canContract && l.productType === 'VOICE');
});
afterAll(() => s.client.close());

const orderCount = () =>
  (s.client.db.prepare('SELECT COUNT(*) AS n FROM recontract_orders').get() as { n: number }).n;

async function submitCall(offerId: string, msisdnList: string[], addonIds: string[] = [], otpFor = offerId) {
  const transactionId = await s.validatedOtp(otpFor);
  return s.call('reContractSubmit', { msisdnList, addonIds, transactionId }, { params: { offerId } });
}

async function expectRefused(
  res: Awaited<ReturnType<typeof submitCall>>,
  status: number,
  message: string | RegExp,
): Promise<void> {
  expect(res.status).toBe(status);
  if (typeof message === 'string') expect(res.body.status?.message).toBe(message);
  else expect(res.body.status?.message).toMatch(message);
}

it('refuses a line still under a long commitment', async () => {
  const line = all.find((l) => l.reasonCode === 'UNDER_COMMITMENT' && l.productType === 'VOICE');
  const before = orderCount();
  await expectRefused(
    await submitCall('YT-V-50S', [line?.msisdn ?? '']),
    409,
    new RegExp(
      `^${formatMsisdn(line?.msisdn ?? '')}: Hattın taahhüdü \\d\\d\\.\\d\\d\\.\\d{4} tarihine kadar sürüyor`,
    ),
  );
  expect(orderCount()).toBe(before);
});

it('refuses a suspended line', async () => {
  const line = all.find((l) => l.status === 'SUSPENDED' && l.productType === 'VOICE');
  await expectRefused(
    await submitCall('YT-V-50S', [line?.msisdn ?? '']),
    409,
    `${formatMsisdn(line?.msisdn ?? '')}: Hat askıda olduğu için yeniden taahhüt yapılamaz. Önce hattı aktif hale getirin.`,
  );
});

it('refuses a line that is no line of the company, or named twice', async () => {
  await expectRefused(
    await submitCall('YT-V-50S', ['5999999999']),
    409,
    '0599 999 99 99 numaralı hat şirketinize ait değil.',
  );
  const n = voice[0]?.msisdn ?? '';
  await expectRefused(
    await submitCall('YT-V-50S', [n, n]),
    409,
    `${formatMsisdn(n)} numarası listede birden fazla kez yer alıyor.`,
  );
});

it('refuses a line already in a re-contract order', async () => {
  const line = voice[0]?.msisdn ?? '';
  const order = await s.submit('YT-V-50S', [line]);
  await expectRefused(
    await submitCall('YT-V-50S', [line]),
    409,
    `${formatMsisdn(line ?? '')}: Bu hat için devam eden bir yeniden taahhüt siparişi var (${order.orderId}).`,
  );
});

it("refuses an ended campaign's offer", async () => {
  await expectRefused(await submitCall('YT-GUZ-V-20', [voice[1]?.msisdn ?? '']), 409, /tarihinde sona erdi/);
  expect(ENDED_CAMPAIGN).toBe('YT-GUZ-2026');
});

it('refuses an offer of another product type, or with less data than the current tariff', async () => {
  await expectRefused(
    await submitCall('YT-D-40', [voice[1]?.msisdn ?? '']),
    409,
    'Seçilen teklif bu hatların ürün tipine uygun değil.',
  );
  const unlimited = voice.find(
    (l) => l.tariffName === 'Kurumsal Sınırsız Plus' && l.msisdn !== voice[0]?.msisdn,
  );
  await expectRefused(
    await submitCall('YT-V-15', [unlimited?.msisdn ?? '']),
    409,
    `Seçilen teklif ${formatMsisdn(unlimited?.msisdn ?? '')} numaralı hattın mevcut tarifesinden daha az internet içeriyor.`,
  );
});

it('refuses an add-on that does not fit the offer, or is unknown, or chosen twice', async () => {
  const line = voice[1]?.msisdn ?? '';
  await expectRefused(
    await submitCall('YT-V-50S', [line], ['SABIT-IP']),
    409,
    '"Sabit IP" ek paketi seçilen teklife eklenemez.',
  );
  await expectRefused(
    await submitCall('YT-V-15-12', [line], ['CIHAZ-GUVENCE']),
    409,
    /"Cihaz güvence" ek paketi/,
  );
  await expectRefused(await submitCall('YT-V-50S', [line], ['EK-YOK']), 400, 'Ek paket bulunamadı.');
  await expectRefused(
    await submitCall('YT-V-50S', [line], ['EK-5GB', 'EK-5GB']),
    400,
    'Bir ek paket yalnızca bir kez seçilebilir.',
  );
});

it('refuses a code sent for another offer, and a code already spent', async () => {
  const line = voice[1]?.msisdn ?? '';
  const before = orderCount();
  const wrong = await submitCall('YT-V-50S', [line], [], 'YT-V-30');
  expect(wrong.status).toBeGreaterThanOrEqual(400);
  expect(wrong.body.status?.message).toMatch(/[çğışöüÇĞİŞÖÜ]/);
  expect(orderCount()).toBe(before);
  const transactionId = await s.validatedOtp('YT-V-50S');
  const first = await s.call(
    'reContractSubmit',
    { msisdnList: [line], transactionId },
    { params: { offerId: 'YT-V-50S' } },
  );
  expect(first.status).toBe(200);
  const reused = await s.call(
    'reContractSubmit',
    { msisdnList: [voice[2]?.msisdn ?? ''], transactionId },
    { params: { offerId: 'YT-V-50S' } },
  );
  expect(reused.status).toBeGreaterThanOrEqual(400);
  expect(orderCount()).toBe(before + 1);
});

it('refuses an empty choice and a missing code, naming the fields in Turkish', async () => {
  const res = await s.call('reContractSubmit', { msisdnList: [] }, { params: { offerId: 'YT-V-50S' } });
  expect(res.status).toBe(400);
  expect(res.body.status?.message).toMatch(/En az bir hat seçin|Doğrulama işlem numarası/);
});

it('answers 404 in Turkish for another company’s or an unknown order', async () => {
  const res = await s.call('reContractDocumentControl', undefined, {
    params: { orderId: 'SP-20260101-999999' },
  });
  expect(res.status).toBe(404);
  expect(res.body.status?.message).toBe('Yeniden taahhüt siparişi bulunamadı.');
});

describe('a person without full authority', () => {
  it('may list lines, offers and the campaign but submits and accepts nothing (403)', async () => {
    const limited = await reContractSession(USERS.limited);
    try {
      const writes = Object.values(reContractRows)
        .filter((row) => row.access === 'write')
        .map((row) => row.name)
        .sort();
      expect(writes).toEqual(['reContractDocument', 'reContractSubmit']);
      const submit = await limited.call(
        'reContractSubmit',
        { msisdnList: ['5321112233'], transactionId: 'x' },
        { params: { offerId: 'YT-V-50S' } },
      );
      expect([submit.status, submit.body.status?.code]).toEqual([403, 'FORBIDDEN']);
      const accept = await limited.call(
        'reContractDocument',
        { accepted: true },
        { params: { orderId: 'SP-1' } },
      );
      expect([accept.status, accept.body.status?.code]).toEqual([403, 'FORBIDDEN']);
      expect((await limited.call('reContractProductList', undefined, { query: {} })).status).toBe(200);
      expect((await limited.call('reContractCampaignController', undefined, { query: {} })).status).toBe(200);
      expect(
        (await limited.call('reContractAddons', undefined, { params: { offerId: 'YT-V-30' } })).status,
      ).toBe(200);
    } finally {
      limited.client.close();
    }
  });
});
