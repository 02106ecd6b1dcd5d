/** The entry rows: seamless-login token exchange, the test-mode fake login, component info. */
import { BODY_CODES } from '../../src/api/types';
import { componentInfo } from '../componentInfo';
import type { AppContext, Deps } from '../context';
import { findUserByName, startingCompany } from '../db/directory';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { buildLoginResponse } from '../login-response';
import { MESSAGES } from '../messages';
import { ENTRY_MESSAGES } from './messages';
import { redeemSeamlessToken } from './tokens';

/** Opens a session for a person at their starting company, as loginToken does after the code. */
function openSession(c: AppContext, deps: Deps, userId: number) {
  const corporateNcst = startingCompany(deps.db, userId);
  if (!corporateNcst) throw new ApiError(403, BODY_CODES.forbidden, MESSAGES.forbidden);
  const token = deps.sessions.create(userId, corporateNcst);
  // The anonymous page's anti-forgery cookie would not pass the session's writes.
  c.set('csrfSessionOpened', token);
  return buildLoginResponse(deps.db, { token, userId, corporateNcst });
}

export const entryHandlers = defineHandlers({
  seamlessLoginData: ({ c, deps, body }) => {
    const userId = redeemSeamlessToken(deps.db, body.token, deps.now());
    // Unknown, used and expired look the same: the answer tells nothing about other tokens.
    if (userId === undefined)
      throw new ApiError(400, BODY_CODES.invalidCredentials, ENTRY_MESSAGES.seamlessRefused);
    return openSession(c, deps, userId);
  },

  fakeLogin: ({ c, deps, body }) => {
    // Outside the test mode the row does not exist for callers: the same 404 as an unknown path.
    if (!deps.testHooks) throw new ApiError(404, BODY_CODES.notFound, ENTRY_MESSAGES.fakeLoginUnavailable);
    const user = findUserByName(deps.db, body.userName);
    if (!user) throw new ApiError(400, BODY_CODES.invalidCredentials, ENTRY_MESSAGES.unknownUser);
    return openSession(c, deps, user.id);
  },

  landingComponentInfo: ({ body }) => componentInfo(body.codes),
});
