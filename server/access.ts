/**
 * Who may call which catalogue row: public rows, rows that do not count as activity, and the
 * read/write split behind the 403 for users without full authority (each row's `access` in the
 * catalogue). Kept in one file so the whole access policy can be reviewed at once.
 */
import { BODY_CODES, type Endpoint } from '../src/api/types';
import { hasPermission } from './db/grants';
import type { Db } from './db/schema';
import { ApiError } from './envelope';
import { MESSAGES } from './messages';
import type { ActiveSession, AuthState } from './sessions';

/** Rows callable without a session. `sendOtp` is public only to resend a LOGIN code. */
export const publicRows: ReadonlySet<string> = new Set([
  'antiForgeryToken',
  'landing',
  'login',
  'loginToken',
  'sendOtp',
  'seamlessLoginData',
  // Answers only in the sandbox's test mode (server/entry/fakeLogin.ts).
  'fakeLogin',
  'captcha',
  'customerManagerLogin',
  // The manager's SMS code: the transaction of the password step is its credential (as loginToken).
  'customerManagerToken',
  // A customer manager has no company session: these check the manager token in their body
  // themselves and answer 401 without one (server/customerManager/managerSessions.ts).
  'portfolioList',
  'authorizedPersonList',
  'roleFilterMenu',
  'customerToLogin',
  // Invoice PDFs open from a public /showinvoicepdf link (an e-mail) by its secret key; without
  // one the handlers require the session (server/invoicePdf/handlers.ts).
  'invoicePdfPermission',
  'invoicePdf',
  'taxAuthorityInvoicePdfPermission',
  'taxAuthorityInvoicePdf',
  // The terms of use show before login (/terms-of-use-agreement); the handler answers a page that
  // is not public only with a session (server/content/handlers.ts).
  'pageContent',
]);

/** Rows that look at the session without keeping it alive (the idle poll must not reset it). */
export const passiveRows: ReadonlySet<string> = new Set(['sessionControl']);

/**
 * Rows every signed-in person may call although they are not GETs: signing in and out, session
 * upkeep, OTP codes (the operation they confirm is checked on its own row), terms, company.
 */
export const authorityExemptRows: ReadonlySet<string> = new Set(
  [
    'antiForgeryToken landing fakeLogin login loginToken logout loginLink sessionControl',
    'seamlessLoginData customerManagerLogin customerManagerToken captcha',
    'sendOtp validateOtp resetOtpLifetime documentOtpSend documentOtpValidate',
    'termsApprovedConfirm changeCorporate menuRefresh defaultHoldingSet defaultHoldingDelete',
    // Survey answers are the person's opinion, not a change to company data.
    'customerSurveySave',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Whether a row changes data and therefore needs full authority: the row's own `access` in the
 * catalogue (src/api/endpoints), never a guess from its name. Signing in and out, session
 * upkeep and OTP codes are open to every signed-in person (the exempt list above).
 */
export function isWriteRow(row: Pick<Endpoint, 'name' | 'access'>): boolean {
  return row.access === 'write' && !authorityExemptRows.has(row.name);
}

/**
 * OTP purposes that confirm a read (a protected download). Every other purpose confirms a
 * change, so a person without full authority gets the 403 before any SMS is sent, not after
 * typing the code.
 */
export const readOtpPurposes: ReadonlySet<string> = new Set(['CONTRACT_DOWNLOAD']);

/**
 * Operation groups whose changes only a person with full authority makes, whatever their grants:
 * changing people's rights, and the session rows that are not exempt.
 */
const fullAuthorityOnlyGroups: ReadonlySet<string> = new Set(['authorizedUsers', 'session']);

/**
 * The operation group an OTP purpose confirms a change of (server/otp.ts OTP_PURPOSES), so a
 * person with the group's request permission gets the code. A purpose missing here needs full
 * authority (AUTHORIZED_USER on purpose: only full authority changes rights).
 */
export const otpPurposeGroups: Readonly<Record<string, string>> = {
  CONTRACT_APPROVAL: 'contracts',
  DOCUMENT_APPROVAL: 'documents',
  NEW_LINE_ORDER: 'newLine',
  APPROVAL_PROCEDURE: 'approvalProcedures',
  ROAMING: 'usageAbroad',
  INTERNATIONAL_CALL: 'usageAbroad',
  SECURE_INTERNET: 'secureInternet',
  TARIFF_CHANGE: 'tariff',
  ADDITIONAL_PACKAGE: 'additionalPackage',
  EXTRA_PACKET: 'extraPacket',
  LINE_DEACTIVATION: 'lineDeactivation',
  SIM_ORDER: 'simCard',
  SIM_MATCHING: 'simMatching',
  TAKE_OVER: 'takeOver',
  RE_CONTRACT: 'reContract',
};

/**
 * Throws the 403 of spec §8 unless the person may make changes in `group` (a catalogue row's
 * feature) in the session's company: full authority, or a grant of the group's `request` level
 * (server/authorizedUsers). Without a group, only full authority will do.
 */
export function writesRequireRequestPermission(
  db: Db,
  session: ActiveSession,
  group: string | undefined,
): void {
  if (session.user.fullAuthority) return;
  if (
    group &&
    !fullAuthorityOnlyGroups.has(group) &&
    hasPermission(db, session.userId, session.corporateNcst, group, 'request')
  ) {
    return;
  }
  throw new ApiError(403, BODY_CODES.forbidden, MESSAGES.forbiddenWrite);
}

/**
 * Throws the 403 of spec §8 unless the person has full authority. For handlers whose act no
 * grant covers (a line's call detail, signing a document).
 */
export function writesRequireFullAuthority(session: ActiveSession): void {
  if (!session.user.fullAuthority) {
    throw new ApiError(403, BODY_CODES.forbidden, MESSAGES.forbiddenWrite);
  }
}

/** The 401 or 419 matching why there is no valid session. */
export function sessionError(state: AuthState['state']): ApiError {
  return state === 'expired'
    ? new ApiError(200, BODY_CODES.sessionExpired, MESSAGES.sessionExpired)
    : new ApiError(401, '401', MESSAGES.sessionMissing);
}

/** The session of a request, or the 401/419 a protected call answers without one. */
export function requireSession(auth: AuthState): ActiveSession {
  if (auth.state !== 'valid') throw sessionError(auth.state);
  return auth.session;
}
