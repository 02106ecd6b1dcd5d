/**
 * Questions asked of the person's rights (src/api/authorizedUsersTypes.ts PersonRights), pure so
 * machines' guards and views ask them the same way. No rights (not loaded, failed) allow nothing.
 */
import type { PermissionGroupId, PermissionLevel, PersonRights } from '../api/authorizedUsersTypes';

export function mayDo(
  rights: PersonRights | undefined,
  group: PermissionGroupId,
  level: PermissionLevel,
): boolean {
  return rights?.groups[group]?.[level] === true;
}
