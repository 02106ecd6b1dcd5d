/**
 * Builds spec §3's login response for a session and its current company. Shared by loginToken
 * and changeCorporate, so switching company yields exactly what a fresh login would.
 */
import type { LoginResponse } from '../src/api/types';
import { getCompany, getUser, loadMenu, pendingTerms, productFlags } from './db/directory';
import type { Db } from './db/schema';
import { sessionCompanies } from './db/sessionCompanies';
import { surveyDisplayed } from './db/survey';

export function buildLoginResponse(
  db: Db,
  session: { token: string; userId: number; corporateNcst: string },
): LoginResponse {
  const user = getUser(db, session.userId);
  const company = getCompany(db, session.corporateNcst);
  if (!user || !company) throw new Error('Session points at a missing user or company');
  return {
    pageToken: session.token,
    customerMenu: loadMenu(db),
    customerSurveyDisplayed: surveyDisplayed(db, user.id),
    easyLoginCorporateList: sessionCompanies(db, session.token, user.id),
    userFullname: user.fullName,
    corporateName: company.name,
    corporateNcst: company.corporateNcst,
    customerNcst: company.customerNcst,
    companySegment: company.segment,
    ...productFlags(db, company.corporateNcst),
    authorizedPersonType: user.authorizedPersonType,
    productId: company.productId,
    isTermApproved: pendingTerms(db, user.id).length === 0,
    ...managerOf(db, session.token),
  };
}

/** The customer manager who opened the session (customer-to-login): the header names them. */
function managerOf(db: Db, token: string): { customerManagerName?: string } {
  const row = db
    .prepare(
      'SELECT m.display_name AS name FROM sessions s JOIN customer_managers m ON m.id = s.manager_id WHERE s.token = ?',
    )
    .get(token) as { name: string } | undefined;
  return row ? { customerManagerName: row.name } : {};
}
