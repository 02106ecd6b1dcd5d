/**
 * The wizard's resumable progress, a versioned wizard-kit draft (src/machines/shared/wizard).
 * Its shape reuses the rows' schemas (src/api/newLine/types.ts), so a stored draft is checked the
 * way an answer is.
 */
import * as v from 'valibot';
import {
  CompanyInfo,
  ContactValidationRequest,
  NEW_LINE_PRODUCT_TYPES,
  NewLineOptions,
  SIM_TYPES,
} from '../../api/newLine/types';
import type { DraftKind, DraftOwner } from '../../lib/drafts';
import { defineWizardDrafts } from '../shared/wizard/wizardDrafts';

export type { DraftOwner };

export const NEW_LINE_DRAFT_KEY = '_n_newLineDraft';

export const DRAFT_STEPS = ['product', 'numbers', 'sims', 'details', 'summary'] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

export const WizardLine = v.object({
  /** Stable within the draft: "VOICE-1", "M2M-1". */
  key: v.string(),
  productType: v.picklist(NEW_LINE_PRODUCT_TYPES),
  tariffId: v.string(),
  packageId: v.string(),
  msisdn: v.string(),
  simType: v.picklist(SIM_TYPES),
  iccid: v.string(),
});
export type WizardLine = v.InferOutput<typeof WizardLine>;

export const NewLineDraft = v.object({
  version: v.literal(1),
  owner: v.object({ userName: v.string(), corporateNcst: v.string() }),
  step: v.picklist(DRAFT_STEPS),
  savedAt: v.number(),
  draftId: v.string(),
  options: v.object({
    VOICE: v.optional(NewLineOptions),
    DATA: v.optional(NewLineOptions),
    M2M: v.optional(NewLineOptions),
  }),
  lines: v.array(WizardLine),
  hasNumber: v.boolean(),
  selectVoiceLineForMe: v.boolean(),
  selectDataLineForMe: v.boolean(),
  reservation: v.nullable(v.object({ reservationId: v.string(), expiresAt: v.number() })),
  contact: v.nullable(ContactValidationRequest),
  preferences: v.array(v.string()),
  partnerId: v.string(),
  companyInfo: v.nullable(CompanyInfo),
});
export type NewLineDraft = v.InferOutput<typeof NewLineDraft>;

/** The draft format's version: a change of its shape raises it and adds a migration. */
export const NEW_LINE_DRAFT_VERSION = 1;

/** The new-line drafts, for the drafts service (version 1 is the first: nothing to migrate yet). */
export const newLineDrafts: DraftKind<NewLineDraft> = defineWizardDrafts({
  key: NEW_LINE_DRAFT_KEY,
  version: NEW_LINE_DRAFT_VERSION,
  schema: NewLineDraft,
});
