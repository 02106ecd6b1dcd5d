import { analytics, failureEvent, successEvent } from '../../lib/analytics';
import type { ChangeReport } from '../../machines/authorizedUsers/permissionEditMachine';

export const PERMISSION_CHANGE_ACTION = 'AUTHORIZED_USER_PERMISSION_CHANGE';

/** The §3 event of a permission change: the changed groups as actionCount, or the refusal. */
export function reportPermissionChange(report: ChangeReport): void {
  analytics.track(
    report.errorMessage === undefined
      ? successEvent(PERMISSION_CHANGE_ACTION, { actionCount: report.changedGroups })
      : failureEvent(PERMISSION_CHANGE_ACTION, { errorMessage: report.errorMessage }),
  );
}
