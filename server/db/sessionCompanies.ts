/**
 * The easy-login companies a company session may show and switch to: the person's own, and in a
 * session a customer manager opened, only those also in that manager's portfolio (the manager
 * acts for the person there and nowhere else). Read by the login response and company switching.
 */
import type { EasyLoginCorporate } from '../../src/api/types';
import type { Db } from './connection';
import { easyLoginList } from './directory';

export function sessionCompanies(db: Db, token: string, userId: number): EasyLoginCorporate[] {
  const own = easyLoginList(db, userId);
  const session = db.prepare('SELECT manager_id AS managerId FROM sessions WHERE token = ?').get(token) as
    | { managerId: number | null }
    | undefined;
  if (!session || session.managerId === null) return own;
  const managed = db
    .prepare('SELECT corporate_ncst AS corporateNcst FROM customer_manager_portfolios WHERE manager_id = ?')
    .all(session.managerId) as { corporateNcst: string }[];
  const allowed = new Set(managed.map((row) => row.corporateNcst));
  return own.filter((entry) => allowed.has(entry.corporateNcst));
}
