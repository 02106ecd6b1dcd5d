import type { EventObject, SnapshotFrom } from 'xstate';
import type {
  AddonList,
  CampaignControl,
  DocumentControl,
  OfferActions,
  ReContractLine,
  ReContractOrder,
} from '../../src/api/reContract/types';
import type { reContractMachine } from '../../src/machines/reContract/reContractMachine';

export type ReContractSnapshot = SnapshotFrom<typeof reContractMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PATHS = {
  list: '/dc_ccsi/v1/re-contracts/products',
  campaign: '/dc_ccsi/v1/re-contracts/campaign-controller',
  offers: '/dc_ccsi/v1/re-contracts/offers/:offerId/actions',
  addons: '/dc_ccsi/v1/re-contracts/offers/:offerId/addons',
  submit: '/dc_ccsi/v1/re-contracts/offers/:offerId/orders',
  document: '/dc_ccsi/v1/re-contracts/orders/:orderId/document',
};

/** The seed's first re-contractable line (server/reContract), and how many there are. */
export const SEED = {
  line: {
    msisdn: '5399711403',
    productType: 'VOICE',
    tariffName: 'Kurumsal Süper 10 GB',
    status: 'ACTIVE',
    userName: 'Emre Yıldız',
    commitmentEnd: '2017-04-03',
    commitmentStatus: 'ENDED',
    commitmentText: 'Taahhüt 03.04.2017 tarihinde sona erdi.',
    canContract: true,
  } satisfies ReContractLine,
  total: 236,
};

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });
const closedError = () =>
  Object.assign(new Error('Kampanya sona erdi.'), { httpStatus: 409, code: 'CAMPAIGN_CLOSED' });

const CAMPAIGN = {
  campaignId: 'YT-KIS-2026',
  name: 'Kış 2026 Yeniden Taahhüt Kampanyası',
  endsAt: '2027-01-09T20:59:59.000Z',
  campaignStatus: 'OPEN' as const,
};
const OPEN: CampaignControl = { campaignStatus: 'OPEN', campaign: CAMPAIGN, message: 'Kampanya geçerli.' };
export const CLOSED: CampaignControl = {
  campaignStatus: 'CLOSED',
  campaign: { ...CAMPAIGN, campaignStatus: 'CLOSED' },
  message: 'Kampanya sona erdi.',
};
const offer = (offerId: string, bestOffer: boolean) => ({
  offerId,
  name: offerId,
  productType: 'VOICE' as const,
  tariffName: offerId,
  monthlyFee: 1,
  commitmentMonths: 24,
  dataGb: 30,
  bestOffer,
  changes: [],
});
/** Stand-ins: what the walk compares is the machine's state, the view shows the sandbox's own offers. */
const OFFERS: OfferActions = {
  campaign: CAMPAIGN,
  lines: [],
  offers: [offer('BEST', true), offer('OTHER', false)],
  bestOfferId: 'BEST',
};
const ADDONS: AddonList = {
  offerId: 'BEST',
  addons: [{ addonId: 'EK-5GB', name: 'Ek 5 GB', description: '', monthlyFee: 120 }],
};
const ORDER: ReContractOrder = {
  orderId: 'SP-1',
  status: 'DOCUMENT_PENDING',
  statusName: 'Sözleşme onayı bekleniyor',
  campaignId: CAMPAIGN.campaignId,
  offer: offer('BEST', true),
  addons: [],
  msisdnList: [SEED.line.msisdn],
  monthlyFeePerLine: 1,
  monthlyTotal: 1,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const DOCUMENT: DocumentControl = {
  orderId: 'SP-1',
  mustAccept: true,
  accepted: false,
  document: { documentId: 'D', title: 'Yeniden Taahhüt Sözleşmesi', paragraphs: ['x'] },
};

/** The campaign was ended on purpose in this walk: from then on the sandbox answers CLOSED. */
const ended = (s: ReContractSnapshot) =>
  s.context.campaign?.campaignStatus === 'CLOSED' || s.context.notice === 'campaignClosed';

/** Every step a person takes and every answer the sandbox can give, as the state accepts them. */
export function reContractEvents(s: ReContractSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    ...(s.context.lines.length === 0 ? [{ type: 'user.chooseLines', lines: [SEED.line] }] : []),
    { type: 'user.next.lines' },
    ...(ended(s) ? [] : [{ type: 'xstate.done.actor.checkCampaign', output: OPEN }]),
    { type: 'xstate.done.actor.checkCampaign', output: CLOSED },
    { type: 'xstate.error.actor.checkCampaign', error: fail() },
    { type: 'xstate.done.actor.loadOffers', output: OFFERS },
    { type: 'xstate.error.actor.loadOffers', error: fail() },
    { type: 'xstate.done.actor.loadAddons', output: ADDONS },
    { type: 'xstate.error.actor.loadAddons', error: fail() },
    ...(s.context.offerId === 'BEST' ? [{ type: 'user.chooseOffer', offerId: 'OTHER' }] : []),
    ...(s.context.addonIds.length === 0 ? [{ type: 'user.toggleAddon', addonId: 'EK-5GB' }] : []),
    { type: 'user.next.offers' },
    { type: 'user.next.summary' },
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 'T' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.submit', output: ORDER },
    { type: 'xstate.error.actor.submit', error: closedError() },
    { type: 'xstate.error.actor.submit', error: fail() },
    { type: 'xstate.done.actor.loadDocument', output: DOCUMENT },
    { type: 'xstate.error.actor.loadDocument', error: fail() },
    { type: 'user.next.document', accepted: true },
    { type: 'xstate.done.actor.acceptDocument', output: { ...ORDER, status: 'IN_PROGRESS' } },
    { type: 'xstate.error.actor.acceptDocument', error: fail() },
    { type: 'user.retry' },
    { type: 'user.back' },
    { type: 'user.restart', draftId: 'D2' },
  ];
  // While a call runs the step shows its progress, not its buttons: only the answer comes.
  const busy = s.hasTag('busy') || s.hasTag('addonsLoading');
  return events.filter((event) => s.can(event as never) && !(busy && event.type.startsWith('user.')));
}

export const serializeReContract = (s: ReContractSnapshot) =>
  JSON.stringify({
    value: s.value,
    lines: s.context.lines.length,
    addons: s.context.addonIds.length,
    order: s.context.orderId !== '',
    notice: s.context.notice,
    campaign: s.context.campaign?.campaignStatus ?? '',
    otp: s.hasTag('otp'),
  });
