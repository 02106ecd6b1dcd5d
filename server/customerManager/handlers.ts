/**
 * The six customer-manager rows: captcha, manager login, portfolio, authorized persons, role
 * filter menu and customer-to-login (a company session opened on an authorized person's behalf).
 */
import { BODY_CODES } from '../../src/api/types';
import { clientAddress } from '../clientAddress';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { buildLoginResponse } from '../login-response';
import { throttleAccount } from '../loginThrottle';
import { DECOY_HASH, verifyPassword } from '../passwords';
import { foldUserName } from '../userName';
import { consumeCaptcha, issueCaptcha } from './captcha';
import { openManagerSession, requireManager } from './managerSessions';
import { CM_CODES, CM_MESSAGES, roleLabel } from './messages';
import { authorizedPersons, portfolioPage, requirePortfolioCompany } from './portfolio';

export const customerManagerHandlers = defineHandlers({
  captcha: ({ deps }) => issueCaptcha(deps.db, deps.now()),

  customerManagerLogin: async ({ c, deps, body }) => {
    // The captcha first: without it no password is tried, so it also slows down guessing.
    if (!consumeCaptcha(deps.db, body.captchaId, body.captchaAnswer, deps.now())) {
      throw new ApiError(400, CM_CODES.captchaInvalid, CM_MESSAGES.captchaInvalid);
    }
    const address = clientAddress(c);
    // A manager's own realm: tries on the person login row never count against a manager.
    const key = throttleAccount('manager', body.userName);
    deps.loginThrottle.check(key, address);
    const manager = deps.db
      .prepare(
        `SELECT id, display_name AS displayName, password_hash AS passwordHash
         FROM customer_managers WHERE user_name = ?`,
      )
      .get(foldUserName(body.userName)) as
      | { id: number; displayName: string; passwordHash: string }
      | undefined;
    const passwordOk = await verifyPassword(body.password, manager?.passwordHash ?? DECOY_HASH);
    if (!manager || !passwordOk) {
      deps.loginThrottle.failed(key, address);
      throw new ApiError(400, BODY_CODES.invalidCredentials, CM_MESSAGES.invalidCredentials);
    }
    deps.loginThrottle.succeeded(key, address);
    return { managerToken: openManagerSession(deps, manager.id), managerName: manager.displayName };
  },

  portfolioList: ({ deps, body }) => {
    const manager = requireManager(deps, body.managerToken);
    return { managerName: manager.managerName, ...portfolioPage(deps.db, manager.managerId, body) };
  },

  authorizedPersonList: ({ deps, body }) => {
    const manager = requireManager(deps, body.managerToken);
    const corporateName = requirePortfolioCompany(deps.db, manager.managerId, body.corporateNcst);
    const type = body.authorizedPersonType;
    const items = authorizedPersons(deps.db, body.corporateNcst).filter(
      (person) => !type || person.authorizedPersonType === type,
    );
    return { corporateNcst: body.corporateNcst, corporateName, items };
  },

  roleFilterMenu: ({ deps, body }) => {
    const manager = requireManager(deps, body.managerToken);
    requirePortfolioCompany(deps.db, manager.managerId, body.corporateNcst);
    const counts = new Map<string, number>();
    for (const person of authorizedPersons(deps.db, body.corporateNcst)) {
      counts.set(person.authorizedPersonType, (counts.get(person.authorizedPersonType) ?? 0) + 1);
    }
    return {
      roles: [...counts].map(([value, count]) => ({ value, label: roleLabel(value), count })),
    };
  },

  customerToLogin: ({ c, deps, body }) => {
    const manager = requireManager(deps, body.managerToken);
    requirePortfolioCompany(deps.db, manager.managerId, body.corporateNcst);
    const person = authorizedPersons(deps.db, body.corporateNcst).find((p) => p.userId === body.userId);
    if (!person) throw new ApiError(404, CM_CODES.notAuthorizedPerson, CM_MESSAGES.notAuthorizedPerson);
    const token = deps.sessions.create(person.userId, body.corporateNcst, manager.managerId);
    // The new session's writes need an anti-forgery cookie bound to it, as after a normal login.
    c.set('csrfSessionOpened', token);
    return buildLoginResponse(deps.db, { token, userId: person.userId, corporateNcst: body.corporateNcst });
  },
});
