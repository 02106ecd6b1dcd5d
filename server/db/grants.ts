/**
 * Explicit per-operation grants (table `authorized_user_permissions`): what the access policy
 * (server/access.ts) asks on every write of a person without full authority, and what the
 * authorized-users pages read and change (server/authorizedUsers).
 */
import type { PermissionLevel } from '../../src/api/authorizedUsersTypes';
import type { Db } from './schema';

export const LEVEL_COLUMNS: Record<PermissionLevel, string> = {
  read: 'can_read',
  request: 'can_request',
  approve: 'can_approve',
};

/** Whether a person holds a level of a group in a company by an explicit grant. */
export function hasPermission(
  db: Db,
  userId: number,
  corporateNcst: string,
  group: string,
  level: PermissionLevel,
): boolean {
  const row = db
    .prepare(
      `SELECT ${LEVEL_COLUMNS[level]} AS granted FROM authorized_user_permissions
       WHERE user_id = ? AND corporate_ncst = ? AND group_id = ?`,
    )
    .get(userId, corporateNcst, group) as { granted: number } | undefined;
  return row?.granted === 1;
}

/** Whether a person approves some group in a company by an explicit grant (Onay anywhere). */
export function approvesAnyGroup(db: Db, userId: number, corporateNcst: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM authorized_user_permissions
         WHERE user_id = ? AND corporate_ncst = ? AND can_approve = 1 LIMIT 1`,
      )
      .get(userId, corporateNcst) !== undefined
  );
}
