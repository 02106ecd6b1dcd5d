/** Company switching, the default ("holding") company of easy login, and the menu refresh. */
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { easyLoginList, loadMenu, setDefaultCompany } from '../db/directory';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { buildLoginResponse } from '../login-response';
import { MESSAGES } from '../messages';
import { text, validateBody } from '../validate';
import type { HandlerModule } from './types';

const NCST_RULE = text({
  maxLength: 20,
  pattern: /^\d+$/,
  patternHint: 'yalnızca rakamlardan oluşmalıdır.',
});

/** Parses `{corporateNcst}` and checks it is one of the person's companies. */
function ownCompany(db: Db, userId: number, body: unknown): string {
  const { corporateNcst } = validateBody(body, { corporateNcst: NCST_RULE });
  if (!easyLoginList(db, userId).some((entry) => entry.corporateNcst === corporateNcst)) {
    throw new ApiError(403, BODY_CODES.forbidden, MESSAGES.forbiddenCompany);
  }
  return corporateNcst;
}

export const corporateHandlers: HandlerModule = {
  changeCorporate: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const corporateNcst = ownCompany(deps.db, session.userId, body);
    deps.sessions.switchCompany(session.token, corporateNcst);
    return buildLoginResponse(deps.db, { ...session, corporateNcst });
  },

  defaultHoldingSet: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    setDefaultCompany(deps.db, session.userId, ownCompany(deps.db, session.userId, body));
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
};
