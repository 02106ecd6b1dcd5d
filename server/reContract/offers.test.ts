// @vitest-environment node
/**
 * Offers follow the chosen lines' tariff and usage (the best one marked), add-ons fit their offer,
 * and campaigns end: the campaign controller says so in Turkish and an ended campaign's offers
 * are refused.
 */
import type {
  AddonList,
  CampaignControl,
  OfferActions,
  ReContractLine,
} from '../../src/api/reContract/types';
import { campaignControl } from './campaigns';
import { ENDED_CAMPAIGN, OPEN_CAMPAIGN } from './catalogue';
import { endCampaign } from './hooks';
import { type ReContractSession, reContractSession } from './testClient';

let s: ReContractSession;
let voice: ReContractLine[];
beforeAll(async () => {
  s = await reContractSession();
  voice = await s.allLines({ canContract: 'true', productType: 'VOICE', sortFieldName: 'msisdn' });
});
afterAll(() => s.client.close());

const offersFor = (msisdns: string[], campaign = OPEN_CAMPAIGN) =>
  s.call<OfferActions>('reContractOfferActions', undefined, {
    params: { offerId: campaign },
    query: { msisdnList: msisdns.join(',') },
  });

async function offers(msisdns: string[]) {
  const res = await offersFor(msisdns);
  if (res.status !== 200 || !res.body.content) throw new Error(JSON.stringify(res.body.status));
  return res.body.content;
}

/** Minutes of the seeded voice tariffs (undefined: unlimited). */
const TALK: Record<string, number | undefined> = {
  'Kurumsal Süper 10 GB': 1000,
  'Kurumsal Konuşkan 2000 DK': 2000,
  'Kurumsal Sınırsız Plus': undefined,
};

describe('offer actions', () => {
  it('offers only what holds at least the data of the current tariff, one marked best', async () => {
    const unlimited = voice.find((l) => l.tariffName === 'Kurumsal Sınırsız Plus');
    const small = voice.find((l) => l.tariffName === 'Kurumsal Konuşkan 2000 DK');
    if (!unlimited || !small) throw new Error('the seed lacks voice tariffs to compare');
    // The catalogue's Sınırsız Plus holds 40 GB: only the 50 GB offer holds as much.
    const big = await offers([unlimited.msisdn]);
    expect(big.offers.map((o) => o.offerId)).toEqual(['YT-V-50S']);
    const many = await offers([small.msisdn]);
    expect(many.offers.map((o) => o.offerId)).toEqual(['YT-V-15', 'YT-V-30', 'YT-V-50S', 'YT-V-15-12']);
    for (const answer of [big, many]) {
      expect(answer.offers.filter((o) => o.bestOffer).map((o) => o.offerId)).toEqual([answer.bestOfferId]);
      const best = answer.offers.find((o) => o.bestOffer);
      expect(best?.commitmentMonths).toBe(24);
      expect(best?.bestReason).toMatch(/aylık en yüksek kullanımı .* GB/);
    }
  });

  it('marks the cheapest 24-month offer covering the highest usage with a fifth to spare', async () => {
    const answer = await offers(voice.slice(0, 3).map((l) => l.msisdn));
    const peak = Math.max(...answer.lines.map((l) => l.monthlyUsageGb));
    const talk = voice.slice(0, 3).map((l) => TALK[l.tariffName]);
    const need = talk.includes(undefined) ? undefined : Math.max(...(talk as number[]));
    const covering = answer.offers
      .filter(
        (o) =>
          o.commitmentMonths === 24 &&
          o.dataGb >= peak * 1.2 &&
          (o.minutes === undefined || (need !== undefined && o.minutes >= need)),
      )
      .sort((a, b) => a.monthlyFee - b.monthlyFee);
    expect(answer.bestOfferId).toBe(covering[0]?.offerId ?? 'YT-V-50S');
  });

  it('never marks as best an offer with fewer minutes than the lines have', async () => {
    const small = voice.find((l) => l.tariffName === 'Kurumsal Konuşkan 2000 DK');
    const answer = await offers([small?.msisdn ?? '']);
    // 15 GB covers its data, but 1500 minutes would cut its 2000.
    expect(answer.bestOfferId).toBe('YT-V-30');
  });

  it('says what changes, in Turkish lira', async () => {
    const small = voice.find((l) => l.tariffName === 'Kurumsal Konuşkan 2000 DK');
    const answer = await offers([small?.msisdn ?? '']);
    const offer = answer.offers.find((o) => o.offerId === 'YT-V-15');
    expect(offer?.changes).toEqual([
      { label: 'Tarife', from: 'Kurumsal Konuşkan 2000 DK', to: 'Kurumsal Esnek 15 GB' },
      // Both from the catalogue (server/db/products.ts), with the 24-month commitment.
      { label: 'Aylık ücret', from: '349,90\u00a0TL', to: '269,90\u00a0TL' },
      { label: 'İnternet', from: '5 GB', to: '15 GB' },
      { label: 'Konuşma', from: '2000 dk', to: '1500 dk' },
      {
        label: 'Taahhüt',
        from: small?.commitmentStatus === 'ENDED' ? 'Sona erdi' : 'Sona eriyor',
        to: '24 ay',
      },
    ]);
  });

  it('gives data lines data offers, and refuses a mix of product types', async () => {
    const [data] = await s.allLines({ canContract: 'true', productType: 'DATA' });
    const answer = await offers([data?.msisdn ?? '']);
    expect(answer.offers.every((o) => o.productType === 'DATA')).toBe(true);
    const mixed = await offersFor([data?.msisdn ?? '', voice[0]?.msisdn ?? '']);
    expect(mixed.status).toBe(409);
    expect(mixed.body.status?.message).toBe(
      'Bir yeniden taahhüt siparişindeki hatların tümü aynı ürün tipinde olmalıdır.',
    );
  });

  it('refuses a malformed number list in Turkish', async () => {
    const res = await offersFor(['0532']);
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toMatch(/Seçilen hatlar/);
  });
});

describe('add-ons', () => {
  const addons = async (offerId: string) =>
    (await s.content<AddonList>('reContractAddons', undefined, { params: { offerId } })).addons.map(
      (a) => a.addonId,
    );

  it('lists the add-ons that fit the offer, with prices', async () => {
    expect(await addons('YT-V-30')).toEqual(['EK-5GB', 'YD-1GB', 'CIHAZ-GUVENCE']);
    // The device guarantee needs a 24-month commitment.
    expect(await addons('YT-V-15-12')).toEqual(['EK-5GB', 'YD-1GB']);
    expect(await addons('YT-M-1')).toEqual(['SABIT-IP']);
    const list = await s.content<AddonList>('reContractAddons', undefined, {
      params: { offerId: 'YT-D-40' },
    });
    // The catalogue's package, at the price the additional-package page asks.
    expect(list.addons[0]).toEqual({
      addonId: 'EK-5GB',
      name: 'Ek 5 GB',
      description: 'Sahada çalışan ekipler için 30 gün geçerli 5 GB internet.',
      monthlyFee: 120,
    });
  });

  it('answers 404 in Turkish for an unknown offer', async () => {
    const res = await s.call('reContractAddons', undefined, { params: { offerId: 'YOK' } });
    expect(res.status).toBe(404);
    expect(res.body.status?.message).toBe('Teklif bulunamadı.');
  });
});

describe('campaigns', () => {
  const control = (query: Record<string, string> = {}) =>
    s.content<CampaignControl>('reContractCampaignController', undefined, { query });

  it('says the running campaign is open until its end, and the autumn one has ended', async () => {
    const open = await control();
    expect(open.campaignStatus).toBe('OPEN');
    expect(open.campaign?.campaignId).toBe(OPEN_CAMPAIGN);
    expect(open.message).toMatch(/^Kampanya \d\d\.\d\d\.\d{4} tarihine kadar geçerli\.$/);
    const ended = await control({ campaignId: ENDED_CAMPAIGN });
    expect(ended.campaignStatus).toBe('CLOSED');
    expect(ended.message).toMatch(/tarihinde sona erdi/);
  });

  it("refuses an ended campaign's offers", async () => {
    const res = await offersFor([voice[0]?.msisdn ?? ''], ENDED_CAMPAIGN);
    expect(res.status).toBe(409);
    expect(res.body.status?.code).toBe('CAMPAIGN_CLOSED');
    expect(res.body.status?.message).toMatch(/^Kampanya \d\d\.\d\d\.\d{4} tarihinde sona erdi\./);
  });

  it('closes when its end passes (the endCampaign hook, or 45 days)', async () => {
    // A session does not last 46 days: the rule is read directly at that instant.
    expect(campaignControl(s.client.db, s.clock.now() + 46 * 86_400_000).campaignStatus).toBe('CLOSED');
    expect(campaignControl(s.client.db, s.clock.now() + 44 * 86_400_000).campaignStatus).toBe('OPEN');
    const hooked = await reContractSession();
    try {
      expect(endCampaign(hooked.client.db, hooked.clock.now)).toEqual({ ended: 1 });
      const res = await hooked.content<CampaignControl>('reContractCampaignController', undefined, {
        query: {},
      });
      expect(res.campaignStatus).toBe('CLOSED');
    } finally {
      hooked.client.close();
    }
  });
});
