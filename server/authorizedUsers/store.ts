/**
 * The SQL of authorized persons and their per-operation permissions; the grant check the access
 * policy asks on every write lives in the core (server/db/grants.ts).
 */
import {
  type GroupPermission,
  normalizePermission,
  PERMISSION_GROUPS,
} from '../../src/api/authorizedUsers/types';
import type { Db } from '../db/schema';

export interface PersonRow {
  userId: number;
  fullName: string;
  authorizedPersonType: string;
  fullAuthority: boolean;
}

/** The persons linked to a company, in the order they were added. */
export function companyPersons(db: Db, corporateNcst: string): PersonRow[] {
  const rows = db
    .prepare(
      `SELECT u.id AS userId, u.full_name AS fullName, u.authorized_person_type AS authorizedPersonType,
         u.full_authority AS fullAuthority
       FROM user_companies uc JOIN users u ON u.id = uc.user_id
       WHERE uc.corporate_ncst = ? ORDER BY u.id`,
    )
    .all(corporateNcst) as Array<Omit<PersonRow, 'fullAuthority'> & { fullAuthority: number }>;
  return rows.map((row) => ({ ...row, fullAuthority: row.fullAuthority === 1 }));
}

export function personCompanies(db: Db, userId: number): { corporateNcst: string; name: string }[] {
  return db
    .prepare(
      `SELECT c.corporate_ncst AS corporateNcst, c.name FROM user_companies uc
       JOIN companies c ON c.corporate_ncst = uc.corporate_ncst WHERE uc.user_id = ? ORDER BY uc.position`,
    )
    .all(userId) as { corporateNcst: string; name: string }[];
}

/** How many persons of a company have full authority. */
export function fullAuthorityCount(db: Db, corporateNcst: string): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM user_companies uc JOIN users u ON u.id = uc.user_id
         WHERE uc.corporate_ncst = ? AND u.full_authority = 1`,
      )
      .get(corporateNcst) as { n: number }
  ).n;
}

/** Every group for a person in a company, in PERMISSION_GROUPS order; full authority = all. */
export function groupPermissions(db: Db, person: PersonRow, corporateNcst: string): GroupPermission[] {
  if (person.fullAuthority) {
    return PERMISSION_GROUPS.map(({ id }) => ({ group: id, read: true, request: true, approve: true }));
  }
  const rows = db
    .prepare(
      `SELECT group_id AS g, can_read AS r, can_request AS q, can_approve AS a
       FROM authorized_user_permissions WHERE user_id = ? AND corporate_ncst = ?`,
    )
    .all(person.userId, corporateNcst) as { g: string; r: number; q: number; a: number }[];
  const byGroup = new Map(rows.map((row) => [row.g, row]));
  return PERMISSION_GROUPS.map(({ id }) => {
    const row = byGroup.get(id);
    return { group: id, read: row?.r === 1, request: row?.q === 1, approve: row?.a === 1 };
  });
}

/** Replaces a person's grants in a company and sets their full authority, in one transaction. */
export function savePermissions(
  db: Db,
  change: { userId: number; corporateNcst: string; fullAuthority: boolean; permissions: GroupPermission[] },
): void {
  const insert = db.prepare(
    `INSERT INTO authorized_user_permissions
       (user_id, corporate_ncst, group_id, can_read, can_request, can_approve) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    db.prepare('UPDATE users SET full_authority = ? WHERE id = ?').run(
      change.fullAuthority ? 1 : 0,
      change.userId,
    );
    db.prepare('DELETE FROM authorized_user_permissions WHERE user_id = ? AND corporate_ncst = ?').run(
      change.userId,
      change.corporateNcst,
    );
    for (const entry of change.permissions.map(normalizePermission)) {
      if (!entry.read) continue;
      insert.run(
        change.userId,
        change.corporateNcst,
        entry.group,
        1,
        entry.request ? 1 : 0,
        entry.approve ? 1 : 0,
      );
    }
  })();
}
