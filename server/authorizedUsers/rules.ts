/**
 * Who may change whose rights, said once for the list, the detail (explained before any attempt)
 * and the change itself (enforced): only persons with full authority change rights, nobody changes
 * their own, and a company's last person with full authority keeps it.
 */
import type { Db } from '../db/schema';
import type { ActiveSession } from '../sessions';
import { AUTHORIZED_USER_MESSAGES as M } from './messages';
import { fullAuthorityCount, type PersonRow, personCompanies } from './store';

export interface ChangeRules {
  /** Why no change of this person's rights is possible for the signed-in person, or null. */
  refusal: string | null;
  /** Why this person may not lose full authority, or null. */
  lastFullAuthority: string | null;
}

export function changeRules(db: Db, session: ActiveSession, person: PersonRow): ChangeRules {
  let refusal: string | null = null;
  if (!session.user.fullAuthority) refusal = M.onlyFullAuthority;
  else if (person.userId === session.userId) refusal = M.ownRights;
  let lastFullAuthority: string | null = null;
  if (person.fullAuthority) {
    const sole = personCompanies(db, person.userId).find(
      (company) => fullAuthorityCount(db, company.corporateNcst) <= 1,
    );
    if (sole) lastFullAuthority = M.lastFullAuthority(person.fullName, sole.name);
  }
  return { refusal, lastFullAuthority };
}
