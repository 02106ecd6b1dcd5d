import { assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import {
  APPROVAL_OTP_PURPOSE,
  type ApprovalDecision,
  type ApprovalProcedure,
} from '../../api/approvals/types';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { mayDecide } from '../../lib/rights';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';

export const REASON_MAX_LENGTH = 500;

export interface ApprovalsContext {
  /** The person's rights (the session's rights child): a decision needs Onay of the request's group. */
  rights: PersonRights | undefined;
  procedures: ApprovalProcedure[];
  selectedId: string | undefined;
  decision: ApprovalDecision | undefined;
  reason: string | undefined;
  transactionId: string | undefined;
  /** The decision just recorded, for the view's word of success. */
  decided: { workflowInstanceId: string; decision: ApprovalDecision } | undefined;
}

export type ApprovalsEvent =
  | { type: 'user.retry' }
  | { type: 'user.select'; workflowInstanceId: string }
  | { type: 'user.back' }
  | { type: 'user.approve' }
  | { type: 'user.reject' }
  | { type: 'user.submitReason'; reason: string };

/** A reason is a sentence, not a blank or a novel. */
export const isReason = (reason: string) =>
  reason.trim().length > 0 && reason.trim().length <= REASON_MAX_LENGTH;

/**
 * Confirm the decision with the SMS code (reference: the workflow instance), then record it; the
 * list reloads without the decided instance. A refused decision keeps the detail for another
 * try: the row's modal tells the person why.
 */
const decide = confirmedWrite({
  code: {
    purpose: APPROVAL_OTP_PURPOSE,
    reference: (context: ApprovalsContext) => context.selectedId,
    tags: ['detail'],
    back: { target: 'detail' },
  },
  writeState: 'deciding',
  write: {
    src: 'confirmDecision',
    tags: ['detail', 'busy'],
    input: (context, transactionId) => ({
      params: { workflowInstanceId: context.selectedId ?? '' },
      body: {
        decision: context.decision ?? 'APPROVE',
        ...(context.reason ? { reason: context.reason } : {}),
        transactionId,
      },
    }),
  },
  written: {
    target: '#approvalProcedures.loading',
    actions: ['storeDecided', 'clearDecision', 'procedureDecided'],
  },
  writeFailed: { target: 'detail' },
});

/**
 * Pending approval procedures (/pending-requests): workflow instances that colleagues started
 * and that wait for this person. Approve, or reject with a reason; either is confirmed with the
 * SMS code (the OTP machine as child, reference = workflow instance), then the decision call
 * carries the validated transaction and the list reloads without the decided instance.
 */
export const approvalsMachine = setup({
  types: {
    context: {} as ApprovalsContext,
    events: {} as ApprovalsEvent,
    input: {} as { rights: PersonRights | undefined },
  },
  actors: {
    listProcedures: httpActor('approvalProceduresList'),
    otp: confirmationOtpMachine,
    confirmDecision: httpActor('approvalProceduresConfirm'),
  },
  actions: {
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeDecided: assign(({ context }) => ({
      decided: { workflowInstanceId: context.selectedId ?? '', decision: context.decision ?? 'APPROVE' },
      selectedId: undefined,
    })),
    clearDecision: assign({ decision: undefined, reason: undefined, transactionId: undefined }),
    /** Provided by the view: the count in the heading follows the list. */
    procedureDecided: () => {
      throw new Error('procedureDecided must be provided');
    },
  },
  guards: {
    /** No SMS code and no decision without Onay of the selected request's group (issue 37). */
    mayDecide: ({ context }) => {
      const selected = context.procedures.find((p) => p.workflowInstanceId === context.selectedId);
      return selected !== undefined && mayDecide(context.rights, selected.type);
    },
    isListed: ({ context }, id: string) => context.procedures.some((p) => p.workflowInstanceId === id),
    isReason: (_, reason: string) => isReason(reason),
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'approvalProcedures',
  context: ({ input }) => ({
    rights: input.rights,
    procedures: [],
    selectedId: undefined,
    decision: undefined,
    reason: undefined,
    transactionId: undefined,
    decided: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listProcedures',
        src: 'listProcedures',
        onDone: { target: 'loaded', actions: assign({ procedures: ({ event }) => event.output.procedures }) },
        onError: 'failed',
      },
    },
    failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
    loaded: {
      tags: ['loaded'],
      initial: 'browsing',
      states: {
        browsing: {
          tags: ['selectable'],
          on: {
            'user.select': {
              guard: { type: 'isListed', params: ({ event }) => event.workflowInstanceId },
              target: 'detail',
              actions: assign({ selectedId: ({ event }) => event.workflowInstanceId, decided: undefined }),
            },
          },
        },
        detail: {
          tags: ['detail', 'selectable'],
          entry: 'clearDecision',
          on: {
            'user.select': {
              guard: { type: 'isListed', params: ({ event }) => event.workflowInstanceId },
              target: 'detail',
              reenter: true,
              actions: assign({ selectedId: ({ event }) => event.workflowInstanceId }),
            },
            'user.back': { target: 'browsing', actions: assign({ selectedId: undefined }) },
            'user.approve': {
              guard: 'mayDecide',
              target: 'confirmingCode',
              actions: assign({ decision: 'APPROVE' }),
            },
            'user.reject': { guard: 'mayDecide', target: 'askingReason' },
          },
        },
        askingReason: {
          tags: ['detail', 'askingReason'],
          on: {
            'user.submitReason': {
              guard: { type: 'isReason', params: ({ event }) => event.reason },
              target: 'confirmingCode',
              actions: assign({ decision: 'REJECT', reason: ({ event }) => event.reason.trim() }),
            },
            'user.back': 'detail',
          },
        },
        confirmingCode: decide.code,
        deciding: decide.write,
      },
    },
  },
});
