/** Sign-in and session rows: anti-forgery token, landing info, login with OTP, logout, upkeep. */
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { findUserByName, startingCompany } from '../db/directory';
import { ApiError } from '../envelope';
import { buildLoginResponse } from '../login-response';
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

const PRODUCTS = [
  { productType: 'VOICE', title: 'Ses' },
  { productType: 'DATA', title: 'Data' },
  { productType: 'M2M', title: 'M2M' },
];

export const sessionHandlers = defineHandlers({
  antiForgeryToken: ({ c }) => {
    c.set('csrfCookieRequested', true);
    return { token: c.get('csrfToken') };
  },

  landing: ({ body }) => {
    if (body.type === 'PRODUCT') return { products: PRODUCTS };
    if (body.type === 'COMPONENT_INFO') return { components: [] };
    return APP_INFO;
  },

  login: ({ deps, body }) => {
    const user = findUserByName(deps.db, body.userName);
    // Verify even for an unknown name, so timing does not reveal which names exist.
    const passwordOk = verifyPassword(body.password, user?.passwordHash ?? DECOY_HASH);
    if (!user || !passwordOk) {
      throw new ApiError(400, BODY_CODES.invalidCredentials, MESSAGES.invalidCredentials);
    }
    return deps.otp.start({
      purpose: LOGIN_PURPOSE,
      reference: user.userName,
      userId: user.id,
      msisdn: user.msisdn,
    });
  },

  loginToken: ({ deps, body }) => {
    const tx = deps.otp.find(body.transactionId);
    deps.otp.verify(tx, body.code, LOGIN_PURPOSE);
    const corporateNcst = startingCompany(deps.db, tx.userId);
    if (!corporateNcst) throw new ApiError(403, BODY_CODES.forbidden, MESSAGES.forbiddenCompany);
    const token = deps.sessions.create(tx.userId, corporateNcst);
    return buildLoginResponse(deps.db, { token, userId: tx.userId, corporateNcst });
  },

  logout: ({ deps, auth }) => {
    deps.sessions.revoke(requireSession(auth).token);
    return { loggedOut: true as const };
  },

  loginLink: () => ({ url: '/login' }),

  sessionControl: ({ deps, auth }) => ({
    active: true,
    idleSecondsLeft: deps.sessions.idleSecondsLeft(requireSession(auth)),
  }),
});
