import type { EventObject, SnapshotFrom } from 'xstate';
import type { ApprovalProcedure } from '../../src/api/approvals/types';
import type { approvalCountMachine } from '../../src/machines/approvals/approvalCountMachine';
import type { approvalsMachine } from '../../src/machines/approvals/approvalsMachine';

export type ApprovalsSnapshot = SnapshotFrom<typeof approvalsMachine>;
export type CountSnapshot = SnapshotFrom<typeof approvalCountMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export const LIST_PATH = '/dc_ccsi/v1/approval-procedures';
export const COUNT_PATH = '/dc_ccsi/v1/approval-procedures/count';
/** msw's pattern for any instance's confirm call. */
export const CONFIRM_PATTERN = '/dc_ccsi/v1/approval-procedures/:workflowInstanceId/confirm';

/** The model's stand-in for the first procedure of the list; the walker clicks the real first one. */
export const MODEL_ID = 'SP-20251020-000001';
const MODEL_PROCEDURE: ApprovalProcedure = {
  workflowInstanceId: MODEL_ID,
  type: 'TARIFF_CHANGE',
  typeName: 'Tarife değişikliği',
  requester: 'Deniz Aksoy',
  requestedAt: '2025-10-20T09:00:00.000Z',
  summary: 'Model',
  details: [],
};
export const MODEL_REASON = 'Bütçe onayı alınmadı.';

const failure = new Error('Servis başarısız oldu.');

/**
 * What a person and the sandbox can cause on /pending-requests. The OTP child ends validated
 * (the person types the SMS code) or cancelled (Vazgeç); its own failure is excused (it never
 * fails by itself) and proven in approvals.machine.test.ts.
 */
export function approvalsEvents(snapshot: ApprovalsSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.listProcedures', output: { procedures: [MODEL_PROCEDURE] } },
    { type: 'xstate.error.actor.listProcedures', error: failure },
    { type: 'user.retry' },
    { type: 'user.select', workflowInstanceId: MODEL_ID },
    { type: 'user.back' },
    { type: 'user.approve' },
    { type: 'user.reject' },
    { type: 'user.submitReason', reason: MODEL_REASON },
    {
      type: 'xstate.done.actor.otp',
      output: { status: 'validated', result: { validated: true }, transactionId: 't' },
    },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.confirmDecision', output: { status: 'APPROVED' } },
    { type: 'xstate.error.actor.confirmDecision', error: failure },
  ].filter((event) => snapshot.can(event as never));
}

/** The state and whether a decision notice shows; the list itself is the sandbox's. */
export const serializeApprovals = (s: ApprovalsSnapshot) =>
  JSON.stringify({
    value: s.value,
    decision: s.context.decision ?? null,
    notice: Boolean(s.context.decided),
  });

/** The count loads with the page; it loads again after each decision (procedureDecided). */
export function countEvents(snapshot: CountSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { count: 3 } },
    { type: 'xstate.error.actor.load', error: failure },
    { type: 'user.refresh' },
    { type: 'user.retry' },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeCount = (s: CountSnapshot) => JSON.stringify(s.value);
