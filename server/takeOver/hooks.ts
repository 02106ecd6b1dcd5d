/**
 * The take-over's test hook: every answer still to come (owners' approvals, the operator's
 * completion) falls due now, so a journey or a model walk needs no waiting. Served by the
 * sandbox's test routes only (POST /sandbox/takeOver/hurry, SANDBOX_TEST_HOOKS=1; declared in feature.ts).
 */
import type { Db } from '../db/schema';
import { settleTakeOvers } from './record';

export function hurryTakeOvers(db: Db, now: () => number): { hurried: number } {
  const at = now();
  const { changes } = db
    .prepare(
      `UPDATE takeover_orders SET
         approval_due_at = CASE WHEN status = 'AWAITING_APPROVAL' THEN MIN(approval_due_at, ?) ELSE approval_due_at END,
         complete_due_at = CASE WHEN status = 'IN_PROGRESS' THEN MIN(complete_due_at, ?) ELSE complete_due_at END
       WHERE status IN ('AWAITING_APPROVAL', 'IN_PROGRESS')`,
    )
    .run(at, at);
  settleTakeOvers(db, now);
  return { hurried: changes };
}
