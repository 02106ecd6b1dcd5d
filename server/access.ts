/**
 * Who may call which catalogue row: public rows, rows that do not count as activity, and the
 * read/write split behind the 403 for users without full authority. Kept in one file so the
 * whole access policy can be reviewed at once; feature helpers extend the sets here.
 */
import { BODY_CODES, type Endpoint } from '../src/api/types';
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
  'captcha',
  'customerManagerLogin',
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
    'seamlessLoginData customerManagerLogin captcha',
    'sendOtp validateOtp resetOtpLifetime documentOtpSend documentOtpValidate',
    'termsApprovedConfirm changeCorporate menuRefresh defaultHoldingSet defaultHoldingDelete',
    // Survey answers are the person's opinion, not a change to company data.
    'customerSurveySave',
  ]
    .join(' ')
    .split(' '),
);

/** Rows that change data although their name reads like a query. Add names as features land. */
export const writeRows: ReadonlySet<string> = new Set<string>([]);

/** POST/PUT/DELETE rows that only read although their name or method reads like a change. */
export const readRows: ReadonlySet<string> = new Set(
  [
    'portfolioList authorizedPersonList roleFilterMenu customerToLogin',
    'simCardChangeReasons agreementDocument additionalPackageAgreement dashboardCloseToEndPackages',
    // POST sodec lists the order documents to sign; the signature itself is PUT documentSodecUpdate.
    'documentSodec',
  ]
    .join(' ')
    .split(' '),
);

/** Words in a POST row name that mean it changes data; they win over read words ("searchSave"). */
const WRITE_WORDS = new Set(
  (
    'add save delete remove create update change approve reject cancel send upload import insert ' +
    'confirm set deactivate activate finalize open close submit put mars match transfer buy assign'
  ).split(' '),
);

/** Words in a POST row name that mean it only reads (spec §7's lists, queries, infos, boxes). */
const READ_WORDS = new Set(
  (
    'list lists query info infos information detail details count counts status history summary ' +
    'filter filters options content search get read check validation validate validity limit ' +
    'template announcement export download pdf data layout stats rates boxes box menu types ' +
    'reasons permission controller control view table preview report dashboard invoices ' +
    'transactions packages orders contracts lines selection results gift parameter progress forms survey'
  ).split(' '),
);

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Whether a row changes data and therefore needs full authority. GET never does, PUT and DELETE
 * always do; a POST is judged by its name, since spec §7 sends most queries as POSTs too.
 */
export function isWriteRow(row: Pick<Endpoint, 'name' | 'method'>): boolean {
  if (row.method === 'GET' || authorityExemptRows.has(row.name)) return false;
  if (writeRows.has(row.name)) return true;
  if (readRows.has(row.name)) return false;
  if (row.method === 'PUT' || row.method === 'DELETE') return true;
  const parts = words(row.name);
  if (parts.some((w) => WRITE_WORDS.has(w))) return true;
  if (parts.some((w) => READ_WORDS.has(w))) return false;
  return true; // unknown verbs are treated as changes: the safe default for a permission check
}

/**
 * OTP purposes that confirm a read (a protected download). Every other purpose confirms a
 * change, so a person without full authority gets the 403 before any SMS is sent, not after
 * typing the code.
 */
export const readOtpPurposes: ReadonlySet<string> = new Set(['CONTRACT_DOWNLOAD']);

/** Throws the 403 of spec §8 unless the person has full authority. For handlers to call too. */
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
