/** Sign-in and session rows: anti-forgery token, landing info, login with OTP, logout, upkeep. */
import { BODY_CODES } from '../../src/api/types';
import { PRODUCT_TYPE_WORDS, PRODUCT_TYPES } from '../../src/lib/productTypes';
import { requireSession } from '../access';
import { clientAddress } from '../clientAddress';
import { componentInfo } from '../componentInfo';
import { findUserByName, startingCompany } from '../db/directory';
import { ApiError } from '../envelope';
import { buildLoginResponse } from '../login-response';
import { throttleAccount } from '../loginThrottle';
import { MESSAGES } from '../messages';
import { DECOY_HASH, verifyPassword } from '../passwords';
import { defineHandlers } from './types';

export const LOGIN_PURPOSE = 'LOGIN';
// Still read by features that validate by hand (documents, approval procedures) until they move
// onto their rows' schemas; the session rows themselves are validated by the catalogue binding.

const APP_INFO = {
  appName: 'Kurumsal Portal',
  environment: 'sandbox',
  version: '0.1.0',
  buildDate: '22-10-2025',
};

const PRODUCTS = PRODUCT_TYPES.map((productType) => ({
  productType,
  title: PRODUCT_TYPE_WORDS[productType],
}));

export const sessionHandlers = defineHandlers({
  antiForgeryToken: ({ c }) => {
    c.set('csrfCookieRequested', true);
    return { token: c.get('csrfToken') };
  },

  landing: ({ body }) => {
    if (body.type === 'PRODUCT') return { products: PRODUCTS };
    if (body.type === 'COMPONENT_INFO') return componentInfo(undefined);
    return APP_INFO;
  },

  login: async ({ c, deps, body }) => {
    const address = clientAddress(c);
    // A refused name or address is refused before the password is looked at, so the answer is
    // the same for a right and a wrong password, and for a name that does not exist.
    const account = throttleAccount('user', body.userName);
    deps.loginThrottle.check(account, address);
    const user = findUserByName(deps.db, body.userName);
    // Verify even for an unknown name, so timing does not reveal which names exist.
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? DECOY_HASH);
    if (!user || !passwordOk) {
      deps.loginThrottle.failed(account, address);
      throw new ApiError(400, BODY_CODES.invalidCredentials, MESSAGES.invalidCredentials);
    }
    deps.loginThrottle.succeeded(account, address);
    return deps.otp.start({
      purpose: LOGIN_PURPOSE,
      reference: user.userName,
      userId: user.id,
      msisdn: user.msisdn,
    });
  },

  loginToken: ({ c, deps, body }) => {
    const tx = deps.otp.find(body.transactionId);
    deps.otp.verify(tx, body.code, LOGIN_PURPOSE);
    const corporateNcst = startingCompany(deps.db, tx.userId);
    if (!corporateNcst) throw new ApiError(403, BODY_CODES.forbidden, MESSAGES.forbidden);
    const token = deps.sessions.create(tx.userId, corporateNcst);
    // The anti-forgery cookie of the anonymous page would not pass the session's writes.
    c.set('csrfSessionOpened', token);
    return buildLoginResponse(deps.db, { token, userId: tx.userId, corporateNcst });
  },

  logout: ({ deps, auth }) => {
    deps.sessions.revoke(requireSession(auth).token);
    return { loggedOut: true as const };
  },

  // Under a path prefix the login page is below it too.
  loginLink: ({ deps }) => ({ url: `${deps.basePath}/login` }),

  sessionControl: ({ deps, auth }) => ({
    active: true,
    idleSecondsLeft: deps.sessions.idleSecondsLeft(requireSession(auth)),
  }),
});
