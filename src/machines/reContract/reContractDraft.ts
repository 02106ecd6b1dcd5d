/**
 * The re-contract wizard's resumable progress, a versioned wizard-kit draft. Until the order is
 * submitted the server holds nothing, so the draft keeps the chosen lines (and the offer and
 * add-ons chosen so far); after the submit the order's id is all the document step needs.
 */
import * as v from 'valibot';
import { LINE_PRODUCT_TYPES } from '../../api/lineUser/types';
import type { DraftKind, DraftOwner } from '../../lib/drafts';
import { defineWizardDrafts } from '../shared/wizard/wizardDrafts';

export type { DraftOwner };

export const RE_CONTRACT_DRAFT_KEY = '_n_reContractDraft';

/** Steps a draft is saved at: the offers (with the chosen lines) and the document (the order). */
export const RE_CONTRACT_DRAFT_STEPS = ['offers', 'document'] as const;
export type ReContractDraftStep = (typeof RE_CONTRACT_DRAFT_STEPS)[number];

export const ChosenLine = v.object({
  msisdn: v.string(),
  productType: v.picklist(LINE_PRODUCT_TYPES),
  tariffName: v.string(),
  userName: v.string(),
});
export type ChosenLine = v.InferOutput<typeof ChosenLine>;

export const ReContractDraft = v.object({
  version: v.literal(1),
  owner: v.object({ userName: v.string(), corporateNcst: v.string() }),
  step: v.picklist(RE_CONTRACT_DRAFT_STEPS),
  savedAt: v.number(),
  draftId: v.string(),
  lines: v.array(ChosenLine),
  offerId: v.string(),
  addonIds: v.array(v.string()),
  /** The submitted order, from the document step on. */
  orderId: v.string(),
});
export type ReContractDraft = v.InferOutput<typeof ReContractDraft>;

export const reContractDrafts: DraftKind<ReContractDraft> = defineWizardDrafts({
  key: RE_CONTRACT_DRAFT_KEY,
  version: 1,
  schema: ReContractDraft,
});
