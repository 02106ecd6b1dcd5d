/**
 * The re-contract chart with stand-in calls: every step, the campaign closed at the check or at
 * the submit, a refused submit, the document read and accepted, the §3 analytics fields, and
 * resuming from a draft at the offers (the same lines) or at the document (only the order).
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type {
  AddonList,
  CampaignControl,
  DocumentControl,
  OfferActions,
  ReContractOrder,
} from '../../api/reContract/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { currentStep } from '../shared/wizard/wizardSteps';
import type { ChosenLine, ReContractDraft, ReContractDraftStep } from './reContractDraft';
import { productListQuery } from './reContractLinesMachine';
import { reContractMachine } from './reContractMachine';
import { initialQuery } from './reContractQuery';
import { offerToChoose, validChoice } from './reContractRules';
import { type ReContractAnalytics, type ReContractInput, toDraft } from './reContractSetup';

const OWNER = { userName: 'hizli.kullanici', corporateNcst: 'C1' };
const STEPS = ['lines', 'offers', 'summary', 'document', 'done'] as const;
const VOICE: ChosenLine[] = [
  { msisdn: '5399711403', productType: 'VOICE', tariffName: 'Kurumsal Süper 10 GB', userName: 'Emre Yıldız' },
  { msisdn: '5384785825', productType: 'VOICE', tariffName: 'Kurumsal Süper 10 GB', userName: 'Ali Can' },
];
const DATA_LINE: ChosenLine = {
  msisdn: '5051112233',
  productType: 'DATA',
  tariffName: 'Veri 20 GB',
  userName: 'Veli Kaya',
};
const CAMPAIGN = {
  campaignId: 'YT-KIS-2026',
  name: 'Kış 2026 Yeniden Taahhüt Kampanyası',
  endsAt: '2027-01-09T20:59:59.000Z',
  campaignStatus: 'OPEN' as const,
};
const OPEN: CampaignControl = {
  campaignStatus: 'OPEN',
  campaign: CAMPAIGN,
  message: 'Kampanya 09.01.2027 tarihine kadar geçerli.',
};
const CLOSED: CampaignControl = {
  campaignStatus: 'CLOSED',
  campaign: { ...CAMPAIGN, campaignStatus: 'CLOSED' },
  message: 'Kampanya 15.11.2026 tarihinde sona erdi.',
};
const offer = (offerId: string, bestOffer: boolean) => ({
  offerId,
  name: offerId,
  productType: 'VOICE' as const,
  tariffName: `Kurumsal ${offerId}`,
  monthlyFee: 349.9,
  commitmentMonths: 24,
  dataGb: 30,
  minutes: 3000,
  bestOffer,
  changes: [],
});
const OFFERS: OfferActions = {
  campaign: CAMPAIGN,
  lines: VOICE.map((l) => ({
    msisdn: l.msisdn,
    tariffName: l.tariffName,
    monthlyUsageGb: 7,
    monthlyFee: 259.9,
  })),
  offers: [offer('YT-V-15', false), offer('YT-V-30', true)],
  bestOfferId: 'YT-V-30',
};
const ADDONS: AddonList = {
  offerId: 'YT-V-30',
  addons: [{ addonId: 'EK-5GB', name: 'Ek 5 GB internet', description: 'Her ay 5 GB.', monthlyFee: 39.9 }],
};
const ORDER: ReContractOrder = {
  orderId: 'SP-1',
  status: 'DOCUMENT_PENDING',
  statusName: 'Sözleşme onayı bekleniyor',
  campaignId: CAMPAIGN.campaignId,
  offer: offer('YT-V-30', true),
  addons: ADDONS.addons,
  msisdnList: VOICE.map((l) => l.msisdn),
  monthlyFeePerLine: 389.8,
  monthlyTotal: 779.6,
  createdAt: '2026-11-25T17:43:03.160Z',
};
const DOCUMENT: DocumentControl = {
  orderId: 'SP-1',
  mustAccept: true,
  accepted: false,
  document: { documentId: 'YTS-SP-1', title: 'Yeniden Taahhüt Sözleşmesi', paragraphs: ['Madde 1.'] },
};
const httpError = (code: string) =>
  Object.assign(new Error('Kampanya sona erdi.'), { httpStatus: 409, code });

type Answer<T> = () => Promise<T>;
interface World {
  campaign: Answer<CampaignControl>;
  submit: Answer<ReContractOrder>;
  document: Answer<DocumentControl>;
  otp: Answer<OtpOutput>;
}

function start(
  draft: ReContractDraft | null = null,
  world: Partial<World> = {},
  /** null: the rights are not known (loading or failed). */
  rights: PersonRights | null = FULL_RIGHTS,
) {
  const w: World = {
    campaign: async () => OPEN,
    submit: async () => ORDER,
    document: async () => DOCUMENT,
    otp: async () => ({ status: 'validated', result: {}, transactionId: 'TX-1' }),
    ...world,
  };
  const calls: { row: string; input: unknown }[] = [];
  const drafts: { saved: ReContractDraftStep[]; forgotten: number } = { saved: [], forgotten: 0 };
  const reports: ReContractAnalytics[] = [];
  const call = <T>(row: string, answer: () => Promise<T>) =>
    fromPromise<T, unknown>(({ input }) => {
      calls.push({ row, input });
      return answer();
    });
  const logic = reContractMachine.provide({
    actors: {
      checkCampaign: call('campaign', w.campaign),
      loadOffers: call('offers', async () => OFFERS),
      loadAddons: call('addons', async () => ADDONS),
      otp: call('otp', w.otp),
      submit: call('submit', w.submit),
      loadDocument: call('document', w.document),
      acceptDocument: call('accept', async () => ({ ...ORDER, status: 'IN_PROGRESS' as const })),
    } as never,
    actions: {
      persistDraft: (_, step) => {
        drafts.saved.push(step);
      },
      forgetDraft: () => {
        drafts.forgotten += 1;
      },
      report: (_, payload) => {
        reports.push(payload);
      },
    },
  });
  const input: ReContractInput = { owner: OWNER, rights: rights ?? undefined, draft, draftId: 'D1', now: 1 };
  const actor = createActor(logic, { input }).start();
  return { actor, calls, drafts, reports };
}

const step = (actor: ReturnType<typeof start>['actor']) => currentStep(actor.getSnapshot(), STEPS);
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('busy') && !s.hasTag('addonsLoading') && !s.hasTag('otp'));

async function toOffers(world: Partial<World> = {}) {
  const run = start(null, world);
  run.actor.send({ type: 'user.chooseLines', lines: VOICE });
  run.actor.send({ type: 'user.next.lines' });
  await settled(run.actor);
  return run;
}

describe('re-contract wizard: lines', () => {
  it('loads no offer, sends no SMS code and orders nothing without the reContract group’s Talep (issue 37)', () => {
    for (const rights of [withoutRequest('reContract'), null]) {
      const { actor, calls } = start(null, {}, rights);
      actor.send({ type: 'user.chooseLines', lines: VOICE });
      expect(actor.getSnapshot().can({ type: 'user.next.lines' })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.next.lines' });
      expect(step(actor)).toBe('lines');
      expect(calls).toEqual([]);
      actor.stop();
    }
  });

  it('goes on only with lines of one product type', () => {
    const { actor } = start();
    expect(step(actor)).toBe('lines');
    expect(actor.getSnapshot().can({ type: 'user.next.lines' })).toBe(false);
    actor.send({ type: 'user.chooseLines', lines: [...VOICE, DATA_LINE] });
    expect(actor.getSnapshot().can({ type: 'user.next.lines' })).toBe(false);
    actor.send({ type: 'user.chooseLines', lines: [DATA_LINE] });
    actor.send({ type: 'user.next.lines' });
    expect(step(actor)).toBe('offers');
  });
});

describe('re-contract wizard: the whole order', () => {
  it('checks the campaign, lists the offers with the best chosen, submits with the code, accepts the document', async () => {
    const { actor, calls, drafts, reports } = await toOffers();
    expect(actor.getSnapshot().value).toEqual({ offers: 'choosing' });
    expect(calls.find((c) => c.row === 'offers')?.input).toEqual({
      params: { offerId: 'YT-KIS-2026' },
      query: { msisdnList: '5399711403,5384785825' },
    });
    expect(actor.getSnapshot().context.offerId).toBe('YT-V-30');
    expect(calls.find((c) => c.row === 'addons')?.input).toEqual({ params: { offerId: 'YT-V-30' } });
    // Only an add-on the offer has can be chosen.
    expect(actor.getSnapshot().can({ type: 'user.toggleAddon', addonId: 'EK-SABIT-IP' })).toBe(false);
    actor.send({ type: 'user.toggleAddon', addonId: 'EK-5GB' });
    actor.send({ type: 'user.next.offers' });
    expect(step(actor)).toBe('summary');
    actor.send({ type: 'user.next.summary' });
    expect(actor.getSnapshot().hasTag('otp')).toBe(true);
    expect(calls.find((c) => c.row === 'otp')?.input).toEqual({
      purpose: 'RE_CONTRACT',
      reference: 'YT-V-30',
    });
    await waitFor(actor, (s) => s.matches({ document: 'reading' }));
    expect(calls.find((c) => c.row === 'submit')?.input).toEqual({
      params: { offerId: 'YT-V-30' },
      body: { msisdnList: ['5399711403', '5384785825'], addonIds: ['EK-5GB'], transactionId: 'TX-1' },
    });
    expect(calls.find((c) => c.row === 'document')?.input).toEqual({ params: { orderId: 'SP-1' } });
    expect(reports[0]).toEqual({
      step: 'submit',
      orderId: 'SP-1',
      contractCount: 2,
      offerCount: 2,
      addonCount: 1,
      bestOffer: true,
      campaignStatus: 'OPEN',
    });
    // The box must be ticked.
    expect(actor.getSnapshot().can({ type: 'user.next.document', accepted: false })).toBe(false);
    actor.send({ type: 'user.next.document', accepted: true });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.find((c) => c.row === 'accept')?.input).toEqual({
      params: { orderId: 'SP-1' },
      body: { accepted: true },
    });
    expect(actor.getSnapshot().context.order?.status).toBe('IN_PROGRESS');
    expect(reports[1]).toMatchObject({ step: 'document', orderId: 'SP-1' });
    expect(drafts.saved).toEqual(['offers', 'offers', 'document']);
    expect(drafts.forgotten).toBe(1);
    actor.send({ type: 'user.restart', draftId: 'D2' });
    expect(step(actor)).toBe('lines');
    expect(actor.getSnapshot().context).toMatchObject({ lines: [], orderId: '', draftId: 'D2' });
  });

  it('another offer reloads the add-ons and drops the ones chosen', async () => {
    const { actor, calls } = await toOffers();
    actor.send({ type: 'user.toggleAddon', addonId: 'EK-5GB' });
    actor.send({ type: 'user.chooseOffer', offerId: 'YT-V-15' });
    expect(actor.getSnapshot().context).toMatchObject({ offerId: 'YT-V-15', addonIds: [] });
    await settled(actor);
    expect(calls.filter((c) => c.row === 'addons').at(-1)?.input).toEqual({ params: { offerId: 'YT-V-15' } });
    expect(actor.getSnapshot().can({ type: 'user.chooseOffer', offerId: 'NOT-LISTED' })).toBe(false);
  });

  it('a cancelled code goes back to the summary, a refused submit too (the modal said why)', async () => {
    const cancelled = await toOffers({ otp: async () => ({ status: 'cancelled' }) });
    cancelled.actor.send({ type: 'user.next.offers' });
    cancelled.actor.send({ type: 'user.next.summary' });
    await waitFor(cancelled.actor, (s) => s.matches({ summary: 'reviewing' }));

    const refused = await toOffers({ submit: () => Promise.reject(httpError('LINE_NOT_ELIGIBLE')) });
    refused.actor.send({ type: 'user.next.offers' });
    refused.actor.send({ type: 'user.next.summary' });
    await waitFor(refused.actor, (s) => s.matches({ summary: 'reviewing' }));
    expect(refused.reports[0]).toMatchObject({
      step: 'submit',
      errorMessage: 'Kampanya sona erdi.',
      contractCount: 2,
    });
  });
});

describe('re-contract wizard: the campaign', () => {
  it('a closed campaign at the check says so and can be checked again', async () => {
    let answer = CLOSED;
    const { actor } = await toOffers({ campaign: async () => answer });
    expect(actor.getSnapshot().hasTag('closed')).toBe(true);
    expect(actor.getSnapshot().context.campaign?.message).toContain('sona erdi');
    answer = OPEN;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches({ offers: 'choosing' }));
  });

  it('a campaign that closed before the submit sends the person back to the offers, checked again', async () => {
    let answer = OPEN;
    const run = await toOffers({
      campaign: async () => answer,
      submit: () => Promise.reject(httpError('CAMPAIGN_CLOSED')),
    });
    run.actor.send({ type: 'user.next.offers' });
    answer = CLOSED;
    run.actor.send({ type: 'user.next.summary' });
    await waitFor(run.actor, (s) => s.hasTag('closed'));
    expect(step(run.actor)).toBe('offers');
    expect(run.actor.getSnapshot().context.notice).toBe('campaignClosed');
    expect(run.calls.filter((c) => c.row === 'campaign')).toHaveLength(2);
    expect(run.reports[0]).toMatchObject({ step: 'submit', errorMessage: 'Kampanya sona erdi.' });
  });

  it('a failed check or list can be tried again', async () => {
    let fail = true;
    const { actor } = await toOffers({
      campaign: () => (fail ? Promise.reject(new Error('x')) : Promise.resolve(OPEN)),
    });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches({ offers: 'choosing' }));
    actor.send({ type: 'user.back' });
    expect(step(actor)).toBe('lines');
    expect(actor.getSnapshot().context.lines).toHaveLength(2);
  });
});

describe('re-contract wizard: resuming', () => {
  const draft = (over: Partial<ReContractDraft>): ReContractDraft => ({
    version: 1,
    owner: OWNER,
    step: 'offers',
    savedAt: 1,
    draftId: 'D0',
    lines: VOICE,
    offerId: 'YT-V-15',
    addonIds: [],
    orderId: '',
    ...over,
  });

  it('resumes at the offers with the same lines and the offer chosen before', async () => {
    const { actor, calls } = start(draft({}));
    expect(step(actor)).toBeNull();
    actor.send({ type: 'user.resume' });
    expect(step(actor)).toBe('offers');
    await settled(actor);
    expect(calls.find((c) => c.row === 'offers')?.input).toMatchObject({
      query: { msisdnList: '5399711403,5384785825' },
    });
    expect(actor.getSnapshot().context).toMatchObject({ offerId: 'YT-V-15', draftId: 'D0' });
  });

  it('asks no SMS code and submits nothing from the summary of a resumed draft without the reContract group’s Talep (issue 37)', async () => {
    // The draft was saved by a person whose Talep was withdrawn since: the offers are a read.
    for (const rights of [withoutRequest('reContract'), null]) {
      const { actor, calls } = start(draft({}), {}, rights);
      actor.send({ type: 'user.resume' });
      await settled(actor);
      actor.send({ type: 'user.next.offers' });
      expect(step(actor)).toBe('summary');
      expect(actor.getSnapshot().can({ type: 'user.next.summary' })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.next.summary' });
      expect(actor.getSnapshot().matches({ summary: 'reviewing' })).toBe(true);
      expect(actor.getSnapshot().hasTag('otp')).toBe(false);
      expect(calls.filter((c) => ['otp', 'submit'].includes(c.row))).toEqual([]);
      actor.stop();
    }
  });

  it('resumes at the document with only the order, and is done when it was accepted meanwhile', async () => {
    const reading = start(draft({ step: 'document', lines: [], orderId: 'SP-1' }));
    reading.actor.send({ type: 'user.resume' });
    await waitFor(reading.actor, (s) => s.matches({ document: 'reading' }));
    expect(reading.calls.map((c) => c.row)).toEqual(['document']);

    const accepted = start(draft({ step: 'document', orderId: 'SP-1' }), {
      document: async () => ({ ...DOCUMENT, mustAccept: false, accepted: true }),
    });
    accepted.actor.send({ type: 'user.resume' });
    await waitFor(accepted.actor, (s) => s.matches('done'));
    expect(accepted.drafts.forgotten).toBe(1);
  });

  it('starts over with nothing of the draft', () => {
    const { actor, drafts } = start(draft({}));
    actor.send({ type: 'user.startOver', draftId: 'D9' });
    expect(step(actor)).toBe('lines');
    expect(actor.getSnapshot().context).toMatchObject({ lines: [], draftId: 'D9' });
    expect(drafts.forgotten).toBe(1);
  });

  it('a draft holds the lines, the choices and the order', () => {
    const { actor } = start();
    actor.send({ type: 'user.chooseLines', lines: VOICE });
    expect(toDraft(actor.getSnapshot().context, 'offers')).toMatchObject({
      version: 1,
      step: 'offers',
      draftId: 'D1',
      lines: VOICE,
      orderId: '',
    });
  });
});

describe('re-contract rules', () => {
  it('asks the server page by page with the §5 inputs', () => {
    expect(
      productListQuery(
        {
          filter: { text: 'emre', productType: 'VOICE', commitmentStatus: 'ENDED' },
          sort: { field: 'userName', direction: 'desc' },
        },
        3,
      ),
    ).toEqual({
      pageNumber: 3,
      canContract: 'true',
      searchParameter: 'emre',
      productType: 'VOICE',
      commitmentStatus: 'ENDED',
      sortFieldName: 'userName',
      sortOrder: 'DESC',
    });
    expect(productListQuery({ filter: { refused: true } }, 1)).toEqual({
      pageNumber: 1,
      canContract: 'false',
    });
  });

  it('opens filtered by the dashboard card, ignoring anything else in the address', () => {
    expect(initialQuery('ENDING').filter).toEqual({ commitmentStatus: 'ENDING' });
    expect(initialQuery('x').filter).toEqual({});
    expect(initialQuery(null).sort).toEqual({ field: 'commitmentEnd', direction: 'asc' });
  });

  it('keeps an offer chosen before while it is offered, else the best', () => {
    expect(offerToChoose(OFFERS, 'YT-V-15')).toBe('YT-V-15');
    expect(offerToChoose(OFFERS, 'GONE')).toBe('YT-V-30');
    expect(validChoice([])).toBe(false);
    expect(validChoice(Array.from({ length: 51 }, () => DATA_LINE))).toBe(false);
  });
});
