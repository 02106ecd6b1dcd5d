/** Company switching, the default ("holding") company of easy login, and the menu refresh. */
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { easyLoginList, loadMenu, setDefaultCompany } from '../db/directory';
import type { Db } from '../db/schema';
import { sessionCompanies } from '../db/sessionCompanies';
import { ApiError } from '../envelope';
import { buildLoginResponse } from '../login-response';
import { MESSAGES } from '../messages';
import { defineHandlers } from './types';

/**
 * Checks that `corporateNcst` (already validated by the row) is one of the session's companies:
 * the person's own, and for a customer manager's session also in the manager's portfolio.
 */
function ownCompany(db: Db, session: { token: string; userId: number }, corporateNcst: string): string {
  if (
    !sessionCompanies(db, session.token, session.userId).some(
      (entry) => entry.corporateNcst === corporateNcst,
    )
  ) {
    throw new ApiError(403, BODY_CODES.forbidden, MESSAGES.forbidden);
  }
  return corporateNcst;
}

export const corporateHandlers = defineHandlers({
  changeCorporate: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const corporateNcst = ownCompany(deps.db, session, body.corporateNcst);
    deps.sessions.switchCompany(session.token, corporateNcst);
    return buildLoginResponse(deps.db, { ...session, corporateNcst });
  },

  defaultHoldingSet: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    setDefaultCompany(deps.db, session.userId, ownCompany(deps.db, session, body.corporateNcst));
    return { easyLoginCorporateList: easyLoginList(deps.db, session.userId) };
  },

  defaultHoldingDelete: ({ deps, auth }) => {
    const session = requireSession(auth);
    setDefaultCompany(deps.db, session.userId, null);
    return { easyLoginCorporateList: easyLoginList(deps.db, session.userId) };
  },

  menuRefresh: ({ deps, auth }) => {
    requireSession(auth);
    return { customerMenu: loadMenu(deps.db) };
  },
});
