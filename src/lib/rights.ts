/**
 * Questions asked of the person's rights (src/api/authorizedUsers/types.ts PersonRights), pure so
 * machines' guards and views ask them the same way. No rights (not loaded, failed) allow nothing.
 */
import { APPROVAL_RIGHTS_GROUPS, type ApprovalProcedureType } from '../api/approvals/types';
import type { PermissionGroupId, PermissionLevel, PersonRights } from '../api/authorizedUsers/types';

export function mayDo(
  rights: PersonRights | undefined,
  group: PermissionGroupId,
  level: PermissionLevel,
): boolean {
  return rights?.groups[group]?.[level] === true;
}

/** A colleague's waiting request of this type may be decided: Onay of its group, or full authority. */
export function mayDecide(rights: PersonRights | undefined, type: ApprovalProcedureType): boolean {
  if (rights?.fullAuthority) return true;
  const group = APPROVAL_RIGHTS_GROUPS[type];
  return group !== undefined && mayDo(rights, group, 'approve');
}
