import { assertEvent, assign, emit, setup } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type {
  Addon,
  AddonList,
  CampaignControl,
  DocumentControl,
  OfferActions,
  ReContractOrder,
} from '../../api/reContract/types';
import { mayDo } from '../../lib/rights';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import type { PageEffect } from '../shared/page/pageEffects';
import { wizardDraftActions, wizardDraftGuards } from '../shared/wizard/wizardDraftLogic';
import { DRAFT_DROPPED } from '../shared/wizard/wizardDrafts';
import { wizardOtpGuards } from '../shared/wizard/wizardOtp';
import type { StepSubmit } from '../shared/wizard/wizardSteps';
import { reContractActors } from './reContractActors';
import { type ReContractAnalytics, reContractEvent } from './reContractAnalytics';
import type { ChosenLine, DraftOwner, ReContractDraft, ReContractDraftStep } from './reContractDraft';
import type { ReContractQuery } from './reContractQuery';
import { campaignClosedError, errorText, offerToChoose, toChosen, validChoice } from './reContractRules';

export interface ReContractInput {
  owner: DraftOwner;
  /** The person's rights (the session's rights child): a re-contract needs the reContract group's Talep. */
  rights: PersonRights | undefined;
  draft: ReContractDraft | null;
  draftDropped?: boolean;
  draftId: string;
  now: number;
  /** The dashboard cards' commitment status from the address: the lines list opens filtered by it. */
  commitmentStatus?: string | null;
}

/** What the wizard tells above the step: a dropped draft, or a campaign that ended at the submit. */
export type ReContractNotice = '' | typeof DRAFT_DROPPED | 'campaignClosed';

export interface ReContractContext {
  owner: DraftOwner;
  rights: PersonRights | undefined;
  draftId: string;
  savedDraft: ReContractDraft | null;
  now: number;
  lines: ChosenLine[];
  campaign: CampaignControl | null;
  offers: OfferActions | null;
  offerId: string;
  addons: Addon[];
  addonIds: string[];
  transactionId: string;
  order: ReContractOrder | null;
  orderId: string;
  document: DocumentControl | null;
  notice: ReContractNotice;
  /** The query the lines step's list opens with (kept when the person starts over). */
  linesQuery: ReContractQuery;
}

export type ReContractEvent =
  | { type: 'user.chooseLines'; lines: ChosenLine[] }
  | StepSubmit<'lines'>
  | { type: 'user.chooseOffer'; offerId: string }
  | { type: 'user.toggleAddon'; addonId: string }
  | StepSubmit<'offers'>
  | StepSubmit<'summary'>
  | StepSubmit<'document', { accepted: boolean }>
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.resume' }
  | { type: 'user.startOver'; draftId: string }
  | { type: 'user.restart'; draftId: string };

export type { ReContractAnalytics };

export function freshContext(
  input: Pick<ReContractInput, 'owner' | 'rights' | 'draftId' | 'now' | 'draftDropped'>,
): Omit<ReContractContext, 'linesQuery'> {
  return {
    owner: input.owner,
    rights: input.rights,
    draftId: input.draftId,
    savedDraft: null,
    now: input.now,
    lines: [],
    campaign: null,
    offers: null,
    offerId: '',
    addons: [],
    addonIds: [],
    transactionId: '',
    order: null,
    orderId: '',
    document: null,
    notice: input.draftDropped ? DRAFT_DROPPED : '',
  };
}

export function toDraft(context: ReContractContext, step: ReContractDraftStep): ReContractDraft {
  return {
    version: 1,
    owner: context.owner,
    step,
    savedAt: context.now,
    draftId: context.draftId,
    lines: context.lines,
    offerId: context.offerId,
    addonIds: context.addonIds,
    orderId: context.orderId,
  };
}

/** The offer chosen now, from the offers the server listed for the chosen lines. */
export const chosenOffer = (context: ReContractContext) =>
  context.offers?.offers.find((o) => o.offerId === context.offerId);

/** The analytics fields of the wizard as it stands (an order's own figures once there is one). */
export function analyticsOf(
  context: ReContractContext,
  step: ReContractAnalytics['step'],
  error?: unknown,
): ReContractAnalytics {
  const order = context.order;
  return {
    step,
    ...(order ? { orderId: order.orderId } : {}),
    ...(error === undefined ? {} : { errorMessage: errorText(error) }),
    contractCount: order?.msisdnList.length ?? context.lines.length,
    offerCount: context.offers?.offers.length ?? 0,
    addonCount: order?.addons.length ?? context.addonIds.length,
    bestOffer: order?.offer.bestOffer ?? chosenOffer(context)?.bestOffer ?? false,
    campaignStatus: context.campaign?.campaignStatus ?? context.offers?.campaign.campaignStatus ?? '',
  };
}

/** Types, actors, actions and guards of the re-contract chart (reContractMachine.ts). */
export const reContractSetup = setup({
  types: {
    context: {} as ReContractContext,
    events: {} as ReContractEvent,
    input: {} as ReContractInput,
    emitted: {} as PageEffect,
  },
  actors: reContractActors,
  actions: {
    // Saves `toDraft(context, step)` and forgets it: bound where the wizard is created.
    ...wizardDraftActions<ReContractDraftStep>(),
    // The §3 event; the edge (usePageActor) sends it.
    report: emit((_, payload: ReContractAnalytics) => ({
      type: 'analytics' as const,
      event: reContractEvent(payload),
    })),
    restoreDraft: assign(({ context }) => {
      const d = context.savedDraft;
      return d
        ? { draftId: d.draftId, lines: d.lines, offerId: d.offerId, addonIds: d.addonIds, orderId: d.orderId }
        : {};
    }),
    startOver: assign(({ context, event }) => {
      assertEvent(event, ['user.startOver', 'user.restart']);
      return freshContext({
        owner: context.owner,
        rights: context.rights,
        draftId: event.draftId,
        now: context.now,
      });
    }),
    chooseLines: assign(({ event }) => {
      assertEvent(event, 'user.chooseLines');
      return { lines: event.lines.map(toChosen), notice: '' as const };
    }),
    setCampaign: assign({ campaign: (_, campaign: CampaignControl) => campaign }),
    setOffers: assign(({ context }, offers: OfferActions) => ({
      offers,
      offerId: offerToChoose(offers, context.offerId),
    })),
    chooseOffer: assign(({ event }) => {
      assertEvent(event, 'user.chooseOffer');
      return { offerId: event.offerId, addonIds: [], addons: [] };
    }),
    setAddons: assign(({ context }, list: AddonList) => ({
      addons: list.addons,
      // Add-ons chosen before (a resumed draft) stay when the offer still has them.
      addonIds: context.addonIds.filter((id) => list.addons.some((a) => a.addonId === id)),
    })),
    toggleAddon: assign(({ context, event }) => {
      assertEvent(event, 'user.toggleAddon');
      const on = context.addonIds.includes(event.addonId);
      return {
        addonIds: on
          ? context.addonIds.filter((id) => id !== event.addonId)
          : [...context.addonIds, event.addonId],
      };
    }),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    setOrder: assign((_, order: ReContractOrder) => ({ order, orderId: order.orderId, notice: '' as const })),
    setDocument: assign({ document: (_, document: DocumentControl) => document }),
    noteCampaignClosed: assign({ notice: 'campaignClosed' as const, transactionId: '' }),
  },
  guards: {
    /** No offers, no SMS code and no order without the reContract group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'reContract', 'request'),
    ...wizardDraftGuards<ReContractDraftStep>(),
    ...wizardOtpGuards,
    validChoice: ({ context }) => validChoice(context.lines),
    campaignOpen: (_, campaign: CampaignControl) =>
      campaign.campaignStatus === 'OPEN' && campaign.campaign !== undefined,
    offerChosen: ({ context }) => chosenOffer(context) !== undefined,
    addonOffered: ({ context, event }) => {
      assertEvent(event, 'user.toggleAddon');
      return context.addons.some((a) => a.addonId === event.addonId);
    },
    offerListed: ({ context, event }) => {
      assertEvent(event, 'user.chooseOffer');
      return context.offers?.offers.some((o) => o.offerId === event.offerId) ?? false;
    },
    accepted: ({ event }) => {
      assertEvent(event, 'user.next.document');
      return event.accepted;
    },
    campaignClosed: (_, error: unknown) => campaignClosedError(error),
    documentSettled: (_, document: DocumentControl) => !document.mustAccept,
  },
});
