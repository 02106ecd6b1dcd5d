/** Writing a line's user: a correction applies at once, a change waits for its date. */
import type { Db } from '../db/schema';
import { moveLineCostCenter } from '../db/spendFigures';
import { fold, sortKey } from './text';

export interface PersonFields {
  userName: string;
  identityNumber: string;
  email: string;
  department: string;
  costCenter: string;
}

/** Corrects the current user's details; the line's own user column follows (the header search reads it). */
export function updateUser(db: Db, msisdn: string, person: PersonFields, now: number): void {
  db.transaction(() => {
    db.prepare(
      `UPDATE line_users SET user_name = ?, user_fold = ?, user_sort = ?, identity_number = ?, email = ?,
         department = ?, department_sort = ?, cost_center = ?, cost_center_sort = ?, updated_at = ?
       WHERE msisdn = ?`,
    ).run(
      person.userName,
      fold(person.userName),
      sortKey(person.userName),
      person.identityNumber,
      person.email,
      person.department,
      sortKey(person.department),
      person.costCenter,
      sortKey(person.costCenter),
      now,
      msisdn,
    );
    db.prepare('UPDATE lines SET line_user = ? WHERE msisdn = ?').run(person.userName, msisdn);
    // The spend kept per cost centre moves with the line (one fact: the invoices' charges).
    moveLineCostCenter(db, msisdn, person.costCenter);
  })();
}

/** Records (or with `null` withdraws) the person the line passes to on a date. */
export function setPendingChange(
  db: Db,
  msisdn: string,
  change: (PersonFields & { effectiveDate: string }) | null,
  now: number,
): void {
  db.prepare(
    `UPDATE line_users SET pending_user_name = ?, pending_identity_number = ?, pending_email = ?,
       pending_department = ?, pending_cost_center = ?, pending_effective_date = ?, updated_at = ?
     WHERE msisdn = ?`,
  ).run(
    change?.userName ?? null,
    change?.identityNumber ?? null,
    change?.email ?? null,
    change?.department ?? null,
    change?.costCenter ?? null,
    change?.effectiveDate ?? null,
    now,
    msisdn,
  );
}
