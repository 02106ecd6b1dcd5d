/**
 * The audit trail's export event (§3), with the payload fields that apply. Opening an entry is
 * reported by its chart (src/machines/auditTrail/auditEntryMachine.ts).
 */
import { analytics, failureEvent, successEvent } from '../../lib/analytics';
import type { AuditExportOutcome } from '../../machines/auditTrail/auditExport';

export const AUDIT_EXPORT_ACTION = 'AUDIT_TRAIL_EXPORT';

/** An export's end: how many entries the file holds (actionCount), or why it failed. */
export function reportExport(outcome: AuditExportOutcome): void {
  analytics.track(
    'count' in outcome
      ? successEvent(AUDIT_EXPORT_ACTION, { actionCount: outcome.count, productCount: outcome.count })
      : failureEvent(AUDIT_EXPORT_ACTION, { errorMessage: outcome.errorMessage }),
  );
}
