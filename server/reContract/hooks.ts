/**
 * The re-contract's test hooks (POST /sandbox/reContract/<hook>, SANDBOX_TEST_HOOKS=1):
 * `hurry` applies every accepted order now; `endCampaign` ends the running campaign now, so a
 * journey sees the campaign check refuse without waiting 45 days.
 */
import type { Db } from '../db/schema';
import { OPEN_CAMPAIGN } from './catalogue';
import { settleReContracts } from './record';

export function hurryReContracts(db: Db, now: () => number): { hurried: number } {
  const { changes } = db
    .prepare(
      "UPDATE recontract_orders SET complete_due_at = MIN(complete_due_at, ?) WHERE status = 'IN_PROGRESS'",
    )
    .run(now());
  settleReContracts(db, now);
  return { hurried: changes };
}

export function endCampaign(db: Db, now: () => number): { ended: number } {
  const { changes } = db
    .prepare('UPDATE recontract_campaigns SET ends_at = ? WHERE id = ? AND ends_at > ?')
    .run(now() - 1000, OPEN_CAMPAIGN, now());
  return { ended: changes };
}
