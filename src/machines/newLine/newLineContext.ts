/**
 * The new-line wizard's input, context and events, the context of a wizard that starts from
 * nothing, and the draft it saves (newLineSetup.ts holds its actions and guards).
 */
import type { PersonRights } from '../../api/authorizedUsers/types';
import type {
  CompanyInfo,
  ContactValidationRequest,
  DemandOrder,
  FlexibleGsmList,
  NewLineOrder,
  NumberList,
  Partner,
  PhysicalSim,
  PreferenceOption,
  SelectedSimGroup,
  SimValidationEntry,
} from '../../api/newLine/types';
import { DRAFT_DROPPED } from '../shared/wizard/wizardDrafts';
import type { StepSubmit } from '../shared/wizard/wizardSteps';
import type { OptionsByType } from './newLineActors';
import type { DraftOwner, DraftStep, NewLineDraft } from './newLineDraft';
import {
  EMPTY_FLEXIBLE_LIST,
  type NumberChoice,
  type ProductChoice,
  type SimChoice,
  type WizardLine,
  type WizardNotice,
} from './newLineRules';

export interface DetailsValues {
  contact: ContactValidationRequest;
  preferences: string[];
  partnerId: string;
}

export interface NewLineInput {
  owner: DraftOwner;
  /** The person's rights (the session's rights child): an order needs the newLine group's Talep. */
  rights: PersonRights | undefined;
  /** The stored draft of this user and company, if any (offered for resumption). */
  draft: NewLineDraft | null;
  /** The person's stored draft could not be read by this version and was dropped: say so. */
  draftDropped?: boolean;
  /** A fresh id for a new draft; the OTP code is sent for it. */
  draftId: string;
  /** The time the wizard opens (epoch ms); later times come with `clock.tick`. */
  now: number;
}

export interface NewLineContext {
  owner: DraftOwner;
  rights: PersonRights | undefined;
  draftId: string;
  savedDraft: NewLineDraft | null;
  options: Partial<OptionsByType>;
  lines: WizardLine[];
  // numbers (spec §3 hasNumber, selectedLines, lineDetails, timer)
  hasNumber: boolean;
  selectVoiceLineForMe: boolean;
  selectDataLineForMe: boolean;
  numberList: NumberList | null;
  reservation: { reservationId: string; expiresAt: number } | null;
  now: number;
  // SIM cards
  physicalGsmList: PhysicalSim[];
  flexibleGsmList: FlexibleGsmList;
  simValidationList: SimValidationEntry[];
  errorNumbers: string[];
  selectedSimList: SelectedSimGroup[];
  // contact, customer, company, preferences, partners
  companyInfo: CompanyInfo | null;
  IsCustomerValidated: boolean;
  customerMessage: string;
  preferenceOptions: PreferenceOption[];
  partners: Partner[];
  contact: ContactValidationRequest | null;
  IsContactValidated: boolean;
  /** The contact check refused the contact; `contactMessage` is the server's reason, if it gave one. */
  contactRefused: boolean;
  contactMessage: string;
  preferences: string[];
  partnerId: string;
  // order
  transactionId: string;
  orderId: string;
  order: NewLineOrder | null;
  demand: DemandOrder | null;
  /** Something that happened to the wizard that the person is told about (an expired reservation). */
  notice: WizardNotice;
}

export type NewLineEvent =
  | { type: 'user.resume' }
  | { type: 'user.startOver'; draftId: string }
  | StepSubmit<'product', { products: ProductChoice[] }>
  | StepSubmit<'numbers', { numbers: NumberChoice }>
  | StepSubmit<'sims', { sims: SimChoice }>
  | StepSubmit<'details', { details: DetailsValues }>
  | StepSubmit<'summary'>
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.restart'; draftId: string }
  | { type: 'clock.tick'; now: number };

/** The context of a wizard that starts from nothing. */
export function freshContext(
  input: Pick<NewLineInput, 'owner' | 'rights' | 'draftId' | 'now' | 'draftDropped'>,
): NewLineContext {
  return {
    owner: input.owner,
    rights: input.rights,
    draftId: input.draftId,
    savedDraft: null,
    options: {},
    lines: [],
    hasNumber: false,
    selectVoiceLineForMe: false,
    selectDataLineForMe: false,
    numberList: null,
    reservation: null,
    now: input.now,
    physicalGsmList: [],
    flexibleGsmList: EMPTY_FLEXIBLE_LIST,
    simValidationList: [],
    errorNumbers: [],
    selectedSimList: [],
    companyInfo: null,
    IsCustomerValidated: true,
    customerMessage: '',
    preferenceOptions: [],
    partners: [],
    contact: null,
    IsContactValidated: false,
    contactRefused: false,
    contactMessage: '',
    preferences: [],
    partnerId: '',
    transactionId: '',
    orderId: '',
    order: null,
    demand: null,
    notice: input.draftDropped ? DRAFT_DROPPED : '',
  };
}

export function toDraft(context: NewLineContext, step: DraftStep): NewLineDraft {
  return {
    version: 1,
    owner: context.owner,
    step,
    savedAt: context.now,
    draftId: context.draftId,
    options: context.options,
    lines: context.lines,
    hasNumber: context.hasNumber,
    selectVoiceLineForMe: context.selectVoiceLineForMe,
    selectDataLineForMe: context.selectDataLineForMe,
    reservation: context.reservation,
    contact: context.contact,
    preferences: context.preferences,
    partnerId: context.partnerId,
    companyInfo: context.companyInfo,
  };
}
