/**
 * The take-over wizard's resumable progress, a versioned wizard-kit draft. The order itself lives
 * on the server from the contact check on (its lines, subscription info, tariffs, preferences),
 * so the draft holds the order's id, the step and what the person chose on the client.
 */
import * as v from 'valibot';
import type { DraftKind, DraftOwner } from '../../lib/drafts';
import { defineWizardDrafts } from '../shared/wizard/wizardDrafts';

export type { DraftOwner };

export const TAKE_OVER_DRAFT_KEY = '_n_takeOverDraft';

/** Steps a draft is saved at: from the moment the server holds an order. */
export const TAKE_OVER_DRAFT_STEPS = [
  'approval',
  'subscription',
  'tariff',
  'preferences',
  'summary',
] as const;
export type TakeOverDraftStep = (typeof TAKE_OVER_DRAFT_STEPS)[number];

export const TakeOverDraft = v.object({
  version: v.literal(1),
  owner: v.object({ userName: v.string(), corporateNcst: v.string() }),
  step: v.picklist(TAKE_OVER_DRAFT_STEPS),
  savedAt: v.number(),
  draftId: v.string(),
  orderId: v.string(),
  lineCount: v.number(),
  /** The tariff chosen per line, so a resumed tariff step shows the choices. */
  selections: v.record(v.string(), v.string()),
});
export type TakeOverDraft = v.InferOutput<typeof TakeOverDraft>;

export const takeOverDrafts: DraftKind<TakeOverDraft> = defineWizardDrafts({
  key: TAKE_OVER_DRAFT_KEY,
  version: 1,
  schema: TakeOverDraft,
});
