/**
 * The customer-manager rows: captcha, manager login (password and captcha, then an SMS code to
 * the manager's registered phone: issue 37), the code that opens the manager's session,
 * portfolio, authorized persons, role filter menu and customer-to-login (a company session
 * opened on an authorized person's behalf).
 */
import { MANAGER_LOGIN_PURPOSE } from '../../src/api/customerManager/types';
import { BODY_CODES } from '../../src/api/types';
import { clientAddress } from '../clientAddress';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { buildLoginResponse } from '../login-response';
import { throttleAccount } from '../loginThrottle';
import { MESSAGES } from '../messages';
import { DECOY_HASH, verifyPassword } from '../passwords';
import { foldUserName } from '../userName';
import { consumeCaptcha, issueCaptcha } from './captcha';
import { openManagerSession, requireManager } from './managerSessions';
import { CM_CODES, CM_MESSAGES, roleLabel } from './messages';
import { authorizedPersons, portfolioPage, requirePortfolioCompany } from './portfolio';

export const customerManagerHandlers = defineHandlers({
  captcha: ({ deps, body }) => issueCaptcha(deps.db, deps.now(), body.kind ?? 'image'),

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
        `SELECT id, user_name AS userName, msisdn, password_hash AS passwordHash
         FROM customer_managers WHERE user_name = ?`,
      )
      .get(foldUserName(body.userName)) as
      | { id: number; userName: string; msisdn: string; passwordHash: string }
      | undefined;
    const passwordOk = await verifyPassword(body.password, manager?.passwordHash ?? DECOY_HASH);
    if (!manager || !passwordOk) {
      deps.loginThrottle.failed(key, address);
      throw new ApiError(400, BODY_CODES.invalidCredentials, CM_MESSAGES.invalidCredentials);
    }
    deps.loginThrottle.succeeded(key, address);
    // No session yet: the code to the registered phone is the second factor. Its wrong tries,
    // expiry, resend and locks are the OTP rules of every code, counted in the managers' realm.
    return deps.otp.start({
      purpose: MANAGER_LOGIN_PURPOSE,
      reference: manager.userName,
      userId: manager.id,
      msisdn: manager.msisdn,
      realm: 'manager',
    });
  },

  customerManagerToken: ({ deps, body }) => {
    const tx = deps.otp.find(body.transactionId);
    if (tx.realm !== 'manager') throw new ApiError(400, BODY_CODES.validation, MESSAGES.otpWrongPurpose);
    deps.otp.verify(tx, body.code, MANAGER_LOGIN_PURPOSE);
    const manager = deps.db
      .prepare('SELECT display_name AS displayName FROM customer_managers WHERE id = ?')
      .get(tx.userId) as { displayName: string };
    return { managerToken: openManagerSession(deps, tx.userId), managerName: manager.displayName };
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
