/**
 * Explicit per-operation grants (table `authorized_user_permissions`): what the access policy
 * (server/access.ts) asks on every write of a person without full authority, and what the
 * authorized-users pages read and change (server/authorizedUsers).
 */
import {
  type GroupLevels,
  PERMISSION_GROUP_IDS,
  type PermissionGroupId,
  type PermissionLevel,
} from '../../src/api/authorizedUsers/types';
import type { Db } from './connection';

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

/**
 * A person's three levels per operation group in a company (issue 37): full authority holds every
 * level of every group; otherwise each group's explicit grant, nothing where there is none. The
 * portal reads it once per session and company (row `personRights`); the access policy asks
 * `hasPermission` row by row.
 */
export function personRights(
  db: Db,
  person: { userId: number; corporateNcst: string; fullAuthority: boolean },
): Record<PermissionGroupId, GroupLevels> {
  const granted = new Map(
    (
      db
        .prepare(
          `SELECT group_id AS groupId, can_read AS r, can_request AS q, can_approve AS a
           FROM authorized_user_permissions WHERE user_id = ? AND corporate_ncst = ?`,
        )
        .all(person.userId, person.corporateNcst) as { groupId: string; r: number; q: number; a: number }[]
    ).map((row) => [row.groupId, row]),
  );
  const levels = (id: PermissionGroupId): GroupLevels => {
    if (person.fullAuthority) return { read: true, request: true, approve: true };
    const row = granted.get(id);
    return { read: row?.r === 1, request: row?.q === 1, approve: row?.a === 1 };
  };
  return Object.fromEntries(PERMISSION_GROUP_IDS.map((id) => [id, levels(id)])) as Record<
    PermissionGroupId,
    GroupLevels
  >;
}
