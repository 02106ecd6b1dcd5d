import { type ActorRefFrom, and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { callEndpoint, errorMessage } from '../../actors/http';
import type { PersonRights } from '../../api/authorizedUsers/types';
import {
  CONTRACT_APPROVAL_PURPOSE,
  CONTRACT_ROWS,
  type ContractContent,
  type ContractDecision,
  type ContractErrorReportReply,
  type ContractFamily,
  type ContractSummary,
} from '../../api/contracts/types';
import { mayDo } from '../../lib/rights';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';

export interface ContractDetailInput {
  family: ContractFamily;
  contract: ContractSummary;
  /** The person's rights (the session's rights child): a decision needs the contracts group's Talep. */
  rights: PersonRights | undefined;
}

/** What the page learns when the view ends: a decision was recorded, or the person closed it. */
export type ContractDetailOutput =
  | { status: 'decided'; decision: ContractDecision; contract: ContractSummary }
  | { status: 'closed' };

interface ContractDetailContext {
  family: ContractFamily;
  contract: ContractSummary;
  rights: PersonRights | undefined;
  /** Spec §4 "contract content": cleared when the view ends. */
  content: ContractContent | undefined;
  decision: ContractDecision | undefined;
  reason: string | undefined;
  /** Spec §4 "OTP validation response": the validated transaction, dropped once used or cancelled. */
  transactionId: string | undefined;
  decided: ContractSummary | undefined;
  reportId: string | undefined;
  reportError: string | undefined;
  /** What the page learns when the view ends: closed, until a decision is recorded. */
  outcome: ContractDetailOutput;
}

export type ContractDetailEvent =
  | { type: 'user.retry' }
  | { type: 'user.close' }
  | { type: 'user.approve' }
  | { type: 'user.startReject' }
  | { type: 'user.cancelReject' }
  | { type: 'user.reject'; reason: string }
  | { type: 'user.openReport' }
  | { type: 'user.cancelReport' }
  | { type: 'user.submitReport'; description: string }
  | { type: 'user.closeReport' };

type Family = { family: ContractFamily };

/**
 * The decision, confirmed with the SMS code (reference: the contract number). Closing the dialog,
 * a failed child and a refused decision go back to the contract; the validation is dropped each
 * time (spent or refused), and the row's modal mode shows why a decision was refused.
 */
const decide = confirmedWrite({
  code: {
    purpose: CONTRACT_APPROVAL_PURPOSE,
    reference: (context: ContractDetailContext) => context.contract.contractNumber,
    description: 'The SMS code confirms this decision for this contract; closing the dialog cancels.',
    back: { target: 'viewing', actions: ['clearOtpValidation'] },
  },
  writeState: 'deciding',
  write: {
    src: 'decide',
    tags: ['busy'],
    input: (context, transactionId) => ({
      family: context.family,
      contractNumber: context.contract.contractNumber,
      decision: context.decision ?? 'APPROVE',
      ...(context.reason ? { reason: context.reason } : {}),
      transactionId,
    }),
  },
  written: {
    target: 'decided',
    actions: [
      { type: 'storeDecided', params: ({ event }: { event: { output: ContractSummary } }) => event.output },
      'clearOtpValidation',
    ],
  },
  writeFailed: { target: 'viewing', actions: ['clearOtpValidation'] },
});

/**
 * One contract on screen (spec §4, §7): its text, approve or reject with an SMS code (the one
 * OTP machine as a child, purpose CONTRACT_APPROVAL, reference the contract number) and the
 * error report. Ends with the decision or with the person closing it.
 */
export const contractDetailMachine = setup({
  types: {
    context: {} as ContractDetailContext,
    events: {} as ContractDetailEvent,
    input: {} as ContractDetailInput,
    output: {} as ContractDetailOutput,
  },
  actors: {
    content: fromPromise<ContractContent, Family & { contractNumber: string }>(({ input, signal }) =>
      callEndpoint(
        CONTRACT_ROWS[input.family].content,
        { body: { contractNumber: input.contractNumber } },
        signal,
      ),
    ),
    otp: confirmationOtpMachine,
    decide: fromPromise<
      ContractSummary,
      Family & { contractNumber: string; decision: ContractDecision; reason?: string; transactionId: string }
    >(({ input: { family, ...body }, signal }) =>
      callEndpoint(CONTRACT_ROWS[family].decide, { body }, signal),
    ),
    report: fromPromise<ContractErrorReportReply, Family & { contractNumber: string; description: string }>(
      ({ input: { family, ...body }, signal }) =>
        callEndpoint(CONTRACT_ROWS[family].report, { body }, signal),
    ),
  },
  actions: {
    clearContractContent: assign({ content: undefined }),
    clearOtpValidation: assign({ transactionId: undefined }),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeDecided: assign((_, decided: ContractSummary) => ({ decided })),
  },
  guards: {
    /** Only a pending contract can be approved or rejected; history is read-only. */
    canDecide: ({ context }) => context.contract.status === 'PENDING',
    /** No SMS code and no decision without the contracts group's Talep (issue 37); reading needs none. */
    mayRequest: ({ context }) => mayDo(context.rights, 'contracts', 'request'),
    hasReason: (_, reason: string) => reason.trim() !== '',
    hasDescription: (_, description: string) => description.trim() !== '',
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'contractDetail',
  context: ({ input }) => ({
    family: input.family,
    contract: input.contract,
    rights: input.rights,
    content: undefined,
    decision: undefined,
    reason: undefined,
    transactionId: undefined,
    decided: undefined,
    reportId: undefined,
    reportError: undefined,
    outcome: { status: 'closed' },
  }),
  initial: 'loadingContent',
  states: {
    loadingContent: {
      tags: ['busy'],
      invoke: {
        id: 'content',
        src: 'content',
        input: ({ context }) => ({ family: context.family, contractNumber: context.contract.contractNumber }),
        onDone: { target: 'viewing', actions: assign({ content: ({ event }) => event.output }) },
        onError: 'contentFailed',
      },
    },
    contentFailed: {
      description: 'The HTTP layer has told the person why; the view offers to try again.',
      on: { 'user.retry': 'loadingContent', 'user.close': 'closed' },
    },
    viewing: {
      initial: 'reading',
      on: { 'user.close': 'closed' },
      states: {
        reading: {
          tags: ['reading'],
          on: {
            'user.approve': {
              guard: and(['mayRequest', 'canDecide']),
              target: '#contractDetail.confirming',
              actions: assign({ decision: 'APPROVE', reason: undefined }),
            },
            'user.startReject': { guard: and(['mayRequest', 'canDecide']), target: 'rejecting' },
            'user.openReport': '#contractDetail.reporting',
          },
        },
        rejecting: {
          tags: ['rejecting'],
          description: 'The reason form is open; a reject needs a reason (spec: reason for reject).',
          on: {
            'user.reject': {
              guard: { type: 'hasReason', params: ({ event }) => event.reason },
              target: '#contractDetail.confirming',
              actions: assign({ decision: 'REJECT', reason: ({ event }) => event.reason.trim() }),
            },
            'user.cancelReject': 'reading',
          },
        },
      },
    },
    confirming: decide.code,
    deciding: decide.write,
    reporting: {
      initial: 'editing',
      on: { 'user.close': 'closed' },
      states: {
        editing: {
          tags: ['reportForm'],
          on: {
            'user.submitReport': {
              guard: { type: 'hasDescription', params: ({ event }) => event.description },
              target: 'sending',
            },
            'user.cancelReport': '#contractDetail.viewing',
          },
        },
        sending: {
          tags: ['busy', 'reportForm', 'reportSending'],
          entry: assign({ reportError: undefined }),
          invoke: {
            id: 'report',
            src: 'report',
            input: ({ context, event }) => {
              assertEvent(event, 'user.submitReport');
              return {
                family: context.family,
                contractNumber: context.contract.contractNumber,
                description: event.description.trim(),
              };
            },
            onDone: { target: 'sent', actions: assign({ reportId: ({ event }) => event.output.reportId }) },
            // The row is in 'ignore' mode: nobody else tells the person, so this state does.
            onError: {
              target: 'editing',
              actions: assign({ reportError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
        sent: { tags: ['reportSent'], on: { 'user.closeReport': '#contractDetail.viewing' } },
      },
    },
    decided: {
      type: 'final',
      entry: [
        'clearContractContent',
        assign({
          outcome: ({ context }): ContractDetailOutput => ({
            status: 'decided',
            decision: context.decision ?? 'APPROVE',
            contract: context.decided ?? context.contract,
          }),
        }),
      ],
    },
    closed: {
      type: 'final',
      entry: [
        'clearContractContent',
        assign({ outcome: (): ContractDetailOutput => ({ status: 'closed' }) }),
      ],
    },
  },
  // Typed from the context (the final states' entry set it), not from the untyped done event.
  output: ({ context }) => context.outcome,
});

export type ContractDetailRef = ActorRefFrom<typeof contractDetailMachine>;
