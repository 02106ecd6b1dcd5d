/**
 * The wizard's resumable progress: plain serialisable data (not an XState persisted snapshot,
 * which would also carry the invoked OTP child and in-flight HTTP actors). The key starts with
 * `_n_`, so the logout clear of spec §4 keeps it; it is tagged with user and company and only
 * offered back to the same pair.
 */
import type {
  CompanyInfo,
  ContactValidationRequest,
  NewLineOptions,
  NewLineProductType,
} from '../../api/newLineTypes';
import { readRaw, removeRaw, writeRaw } from '../../lib/storage';
import type { WizardLine } from './newLineRules';

export const NEW_LINE_DRAFT_KEY = '_n_newLineDraft';

export type DraftStep = 'product' | 'numbers' | 'sims' | 'details' | 'summary';

export interface DraftOwner {
  userName: string;
  corporateNcst: string;
}

export interface NewLineDraft {
  version: 1;
  owner: DraftOwner;
  step: DraftStep;
  savedAt: number;
  draftId: string;
  options: Partial<Record<NewLineProductType, NewLineOptions>>;
  lines: WizardLine[];
  hasNumber: boolean;
  selectVoiceLineForMe: boolean;
  selectDataLineForMe: boolean;
  reservation: { reservationId: string; expiresAt: number } | null;
  contact: ContactValidationRequest | null;
  preferences: string[];
  partnerId: string;
  companyInfo: CompanyInfo | null;
}

const isDraft = (value: unknown): value is NewLineDraft => {
  const v = value as Partial<NewLineDraft> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === 1 &&
    typeof v.owner?.userName === 'string' &&
    typeof v.owner?.corporateNcst === 'string' &&
    Array.isArray(v.lines) &&
    typeof v.step === 'string'
  );
};

export const sameOwner = (a: DraftOwner, b: DraftOwner) =>
  a.userName === b.userName && a.corporateNcst === b.corporateNcst;

/** The stored draft, only when it belongs to this user and company. */
export function readDraft(owner: DraftOwner): NewLineDraft | null {
  const raw = readRaw(NEW_LINE_DRAFT_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isDraft(value) && sameOwner(value.owner, owner) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: NewLineDraft): void {
  writeRaw(NEW_LINE_DRAFT_KEY, JSON.stringify(draft));
}

/** Forgets the draft, but only the owner's: another person's draft stays theirs. */
export function clearDraft(owner: DraftOwner): void {
  if (readDraft(owner)) removeRaw(NEW_LINE_DRAFT_KEY);
}
