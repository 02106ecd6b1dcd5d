/**
 * An export asked with the send-mail flag (spec §4): the sandbox has no mail server, so it
 * answers where the file would go, the person's address at the company's domain.
 */
import type { Db } from '../db/schema';
import type { ActiveSession } from '../sessions';
import { domainOf, personalEmail } from '../text/fold';

export function mailedAnswer(db: Db, session: ActiveSession): { mailed: true; email: string } {
  const company = db
    .prepare('SELECT name FROM companies WHERE corporate_ncst = ?')
    .get(session.corporateNcst) as { name: string } | undefined;
  return { mailed: true, email: personalEmail(session.user.fullName, domainOf(company?.name ?? '')) };
}
