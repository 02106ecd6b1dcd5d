import { assertEvent, assign, setup } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type {
  ContactValidityRequest,
  ContactValidityResult,
  LineCheck,
  PreferencesRequest,
  SubscriptionInfoRequest,
  TakeOverCompanyInfo,
  TakeOverMarsResult,
  TakeOverOrder,
  TakeOverValidation,
  TariffGroup,
  TariffOptions,
} from '../../api/takeOver/types';
import { mayDo } from '../../lib/rights';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import { wizardDraftActions, wizardDraftGuards } from '../shared/wizard/wizardDraftLogic';
import { DRAFT_DROPPED } from '../shared/wizard/wizardDrafts';
import { wizardOtpGuards } from '../shared/wizard/wizardOtp';
import type { StepSubmit } from '../shared/wizard/wizardSteps';
import { type SubscriptionData, takeOverActors } from './takeOverActors';
import type { DraftOwner, TakeOverDraft, TakeOverDraftStep } from './takeOverDraft';
import { approvalPollMs, approved, completeSelections, contactAccepted, rejected } from './takeOverRules';

export interface TakeOverInput {
  owner: DraftOwner;
  /** The person's rights (the session's rights child): a take-over needs the takeOver group's Talep. */
  rights: PersonRights | undefined;
  draft: TakeOverDraft | null;
  draftDropped?: boolean;
  draftId: string;
  now: number;
}

export type TakeOverNotice = '' | typeof DRAFT_DROPPED;

export interface TakeOverContext {
  owner: DraftOwner;
  rights: PersonRights | undefined;
  draftId: string;
  savedDraft: TakeOverDraft | null;
  now: number;
  /** The server's order, once the contact check opened it. */
  orderId: string;
  request: ContactValidityRequest | null;
  /** The contact check's verdict per line, and its reason when it refused the request. */
  lineChecks: LineCheck[];
  refusal: string;
  validation: TakeOverValidation | null;
  company: TakeOverCompanyInfo | null;
  order: TakeOverOrder | null;
  tariffGroups: TariffGroup[];
  selections: Record<string, string>;
  transactionId: string;
  mars: TakeOverMarsResult | null;
  notice: TakeOverNotice;
}

export type TakeOverEvent =
  | StepSubmit<'lines', { request: ContactValidityRequest }>
  | StepSubmit<'subscription', { info: SubscriptionInfoRequest }>
  | StepSubmit<'tariff', { selections: Record<string, string> }>
  | StepSubmit<'preferences', { preferences: PreferencesRequest }>
  | StepSubmit<'summary'>
  | { type: 'user.refresh' }
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.resume' }
  | { type: 'user.startOver'; draftId: string }
  | { type: 'user.restart'; draftId: string };

export function freshContext(
  input: Pick<TakeOverInput, 'owner' | 'rights' | 'draftId' | 'now' | 'draftDropped'>,
): TakeOverContext {
  return {
    owner: input.owner,
    rights: input.rights,
    draftId: input.draftId,
    savedDraft: null,
    now: input.now,
    orderId: '',
    request: null,
    lineChecks: [],
    refusal: '',
    validation: null,
    company: null,
    order: null,
    tariffGroups: [],
    selections: {},
    transactionId: '',
    mars: null,
    notice: input.draftDropped ? DRAFT_DROPPED : '',
  };
}

export function toDraft(context: TakeOverContext, step: TakeOverDraftStep): TakeOverDraft {
  return {
    version: 1,
    owner: context.owner,
    step,
    savedAt: context.now,
    draftId: context.draftId,
    orderId: context.orderId,
    lineCount: context.order?.lines.length ?? context.request?.msisdnList.length ?? 0,
    selections: context.selections,
  };
}

/** Types, actors, actions, guards and delays of the take-over chart (takeOverMachine.ts). */
export const takeOverSetup = setup({
  types: {
    context: {} as TakeOverContext,
    events: {} as TakeOverEvent,
    input: {} as TakeOverInput,
  },
  actors: takeOverActors,
  actions: {
    // Saves `toDraft(context, step)` and forgets it: bound where the wizard is created.
    ...wizardDraftActions<TakeOverDraftStep>(),
    restoreDraft: assign(({ context }) => {
      const d = context.savedDraft;
      return d ? { draftId: d.draftId, orderId: d.orderId, selections: d.selections } : {};
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
    setRequest: assign(({ event }) => {
      assertEvent(event, 'user.next.lines');
      return { request: event.request, refusal: '', notice: '' as const };
    }),
    setContactResult: assign(({ context }, result: ContactValidityResult) => ({
      lineChecks: result.lines,
      refusal: result.valid ? '' : (result.message ?? ''),
      orderId: result.order?.orderId ?? context.orderId,
      order: result.order ?? null,
    })),
    setValidation: assign({ validation: (_, validation: TakeOverValidation) => validation }),
    setSubscription: assign((_, data: SubscriptionData) => ({ company: data.company, order: data.order })),
    setOrder: assign({ order: (_, order: TakeOverOrder) => order }),
    setTariffs: assign(({ context }, options: TariffOptions) => ({
      tariffGroups: options.groups,
      // A line's earlier choice stays when it is still offered.
      selections: Object.fromEntries(
        options.groups.flatMap((g) =>
          g.msisdnList
            .filter((m) => g.tariffs.some((t) => t.id === context.selections[m]))
            .map((m) => [m, context.selections[m] ?? '']),
        ),
      ),
    })),
    chooseTariffs: assign(({ event }) => {
      assertEvent(event, 'user.next.tariff');
      return { selections: event.selections };
    }),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    setMars: assign({ mars: (_, result: TakeOverMarsResult) => result }),
  },
  guards: {
    /** No contact check, no SMS code and no order without the takeOver group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'takeOver', 'request'),
    ...wizardDraftGuards<TakeOverDraftStep>(),
    ...wizardOtpGuards,
    contactAccepted: (_, result: ContactValidityResult) => contactAccepted(result),
    approved: (_, validation: TakeOverValidation) => approved(validation),
    rejected: (_, validation: TakeOverValidation) => rejected(validation),
    completeSelections: ({ context, event }) => {
      assertEvent(event, 'user.next.tariff');
      return completeSelections(context.tariffGroups, event.selections);
    },
  },
  delays: {
    /** The transferring party answers in their own time; the wizard asks again after a while. */
    approvalPoll: ({ context }) => approvalPollMs(context.validation),
  },
});
