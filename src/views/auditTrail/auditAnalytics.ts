/** The audit trail's §3 events: opening an entry and exporting, with the payload fields that apply. */
import { analytics, failureEvent, successEvent } from '../../lib/analytics';
import type { EntryReport } from '../../machines/auditTrail/auditEntryMachine';
import type { AuditExportOutcome } from '../../machines/auditTrail/auditExport';

export const AUDIT_ENTRY_ACTION = 'AUDIT_TRAIL_ENTRY';
export const AUDIT_EXPORT_ACTION = 'AUDIT_TRAIL_EXPORT';

export function reportEntry({ status, errorMessage, ...fields }: EntryReport): void {
  analytics.track(
    status === 'SUCCESS'
      ? successEvent(AUDIT_ENTRY_ACTION, { ...fields, actionCount: 1 })
      : failureEvent(AUDIT_ENTRY_ACTION, { ...fields, errorMessage }),
  );
}

/** An export's end: how many entries the file holds (actionCount), or why it failed. */
export function reportExport(outcome: AuditExportOutcome): void {
  analytics.track(
    'count' in outcome
      ? successEvent(AUDIT_EXPORT_ACTION, { actionCount: outcome.count, productCount: outcome.count })
      : failureEvent(AUDIT_EXPORT_ACTION, { errorMessage: outcome.errorMessage }),
  );
}
