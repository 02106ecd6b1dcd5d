/**
 * Who may call which catalogue row: public rows, rows that do not count as activity, and the
 * three levels of a person without full authority (issue 37): Görüntüleme for a read row of an
 * operation group, Talep for a write row (each row's `access` in the catalogue), Onay for deciding
 * a colleague's waiting request. Kept in one file so the whole access policy can be reviewed at once.
 */
import { PERMISSION_GROUP_IDS, type PermissionLevel } from '../src/api/authorizedUsers/types';
import { BODY_CODES, type Endpoint } from '../src/api/types';
import { waitingApprovalGroup } from './db/approvals';
import { approvesAnyGroup, hasPermission } from './db/grants';
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
  // Flow usage (issue 41): anonymous steps in, aggregates of them out; no person in either.
  'flowUsageReport',
  'flowUsage',
  'flowUsageSessions',
  'flowUsagePath',
  // The atlas's "Test kapsamı" layer: which states the model tests walk, about no person either.
  'flowTestCoverage',
]);

/** Rows that look at the session without keeping it alive (the idle poll must not reset it). */
export const passiveRows: ReadonlySet<string> = new Set([
  'sessionControl',
  // The reporter's batches and the atlas's reads say nothing about the person being there.
  'flowUsageReport',
  'flowUsage',
  'flowUsageSessions',
  'flowUsagePath',
  'flowTestCoverage',
]);

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
    // The person's own saved searches and header shortcuts: settings of their portal, like the
    // default holding above, not company data; the header offers them to everyone, so a refusal
    // here would be the late 403 issue 37 removes (they are still in the audit trail).
    'searchSave searchDelete expressMenuAdd expressMenuDelete',
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
 * OTP purposes that confirm a read (a protected download), with the group whose Görüntüleme the
 * read needs. Every other purpose confirms a change, so a person without the right level gets the
 * 403 before any SMS is sent, not after typing the code.
 */
export const readOtpPurposeGroups: Readonly<Record<string, string>> = { CONTRACT_DOWNLOAD: 'contracts' };
export const readOtpPurposes: ReadonlySet<string> = new Set(Object.keys(readOtpPurposeGroups));

/**
 * OTP purposes only full authority gets a code for: a change of rights, and a line's call detail
 * (personal data no grant covers, server/invoices). Named so that every purpose of server/otp.ts is
 * decided here on purpose (server/levels.test.ts); an unnamed one would need full authority too.
 */
export const fullAuthorityOtpPurposes: ReadonlySet<string> = new Set(['AUTHORIZED_USER', 'INVOICE_DETAIL']);

/** The OTP purpose of deciding a waiting request: its reference is the entry's number (Onay). */
export const APPROVAL_DECISION_OTP_PURPOSE = 'APPROVAL_PROCEDURE';

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

const operationGroups: ReadonlySet<string> = new Set(PERMISSION_GROUP_IDS);

/**
 * Read rows of an operation group that every signed-in person may call, whatever their
 * Görüntüleme: other pages, the shell or every page's pickers call them (reviewed per row, issue
 * 37). A row of a group not listed here needs the group's read level.
 */
export const sharedReadRows: ReadonlySet<string> = new Set([
  // The line picker of every line operation (src/machines/shared/linePicker) lists the company's
  // lines with it; refusing it would refuse tariffs, packages, roaming… to whoever cannot see the
  // line-user page.
  'lineUserProductList',
  // The header search and the express menu are in the shell, on every page. The search answers
  // only the kinds the person may view (server/search/everything.ts asks holdsLevel per kind).
  'search',
  'searchEverything',
  'expressMenu',
  // The request-submitting home and the document forms page show these counts and the menu of
  // demand types; they tell nothing of one group's data.
  'demandAndOrderCounts',
  'requestSubmittingMenu',
]);

/**
 * Dashboard cards that show one group's facts: a person who cannot read the group gets the 403
 * for the card (the box words it short, src/lib/failureWords.ts; cards answer errors quietly, so
 * no modal). The other cards (status, lines by type, GSM transactions, mobile payment, the gift,
 * the announcement) show the company as a whole and stay open to every signed-in person.
 */
export const dashboardCardGroups: Readonly<Record<string, string>> = {
  dashboardUnpaidInvoices: 'invoices',
  dashboardBillingInformation: 'invoices',
  dashboardInvoicePaymentOrders: 'invoices',
  dashboardCloseToEndPackages: 'additionalPackage',
  dashboardRoamingStats: 'usageAbroad',
  dashboardCloseToEndContracts: 'reContract',
  dashboardReContractCount: 'reContract',
  dashboardApprovalProcesses: 'approvalProcedures',
};

/**
 * The operation group whose Görüntüleme a row needs, or undefined when the row is no read of a
 * group: writes (Talep decides them), the exempt rows, public rows (their handler decides: an
 * invoice PDF by its e-mailed key, server/invoicePdf), the shared rows above.
 */
export function readGroupOf(row: Pick<Endpoint, 'name' | 'access' | 'feature'>): string | undefined {
  if (row.access === 'write' || authorityExemptRows.has(row.name)) return undefined;
  if (publicRows.has(row.name) || sharedReadRows.has(row.name)) return undefined;
  const card = dashboardCardGroups[row.name];
  if (card) return card;
  return operationGroups.has(row.feature) ? row.feature : undefined;
}

const forbidden = () => new ApiError(403, BODY_CODES.forbidden, MESSAGES.forbidden);

/** Whether the person holds `level` of `group` in the session's company; full authority holds all. */
export function holdsLevel(db: Db, session: ActiveSession, group: string, level: PermissionLevel): boolean {
  if (session.user.fullAuthority) return true;
  return (
    !fullAuthorityOnlyGroups.has(group) &&
    hasPermission(db, session.userId, session.corporateNcst, group, level)
  );
}

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
  if (group && holdsLevel(db, session, group, 'request')) return;
  throw forbidden();
}

/** Throws the 403 of spec §8 unless the person may see `group`'s data (Görüntüleme, or full authority). */
export function readsRequireReadPermission(db: Db, session: ActiveSession, group: string): void {
  if (!holdsLevel(db, session, group, 'read')) throw forbidden();
}

/**
 * Rows that decide a colleague's waiting request: Onay of the request's group decides them, not
 * the Talep of the row's own group (server/middleware/permission-guard.ts), with the entry's
 * number in the named path parameter.
 */
export const approvalDecisionRows: Readonly<Record<string, string>> = {
  approvalProceduresConfirm: 'workflowInstanceId',
};

/**
 * Throws the 403 of spec §8 unless the person may decide the waiting request `number`: Onay of its
 * group (full authority approves every group). A number that waits for nobody leaves the answer to
 * the handler (404), but only for a person who approves something at all: whoever approves
 * nothing is refused before any code or lookup.
 */
export function decisionsRequireApprovePermission(db: Db, session: ActiveSession, number: string): void {
  if (session.user.fullAuthority) return;
  const group = waitingApprovalGroup(db, session.corporateNcst, number);
  const allowed = group
    ? holdsLevel(db, session, group, 'approve')
    : approvesAnyGroup(db, session.userId, session.corporateNcst);
  if (!allowed) throw forbidden();
}

/**
 * Throws the 403 of spec §8 unless the person may get an SMS code for `purpose` (checked before a
 * code is drawn): Görüntüleme for a read purpose, Onay for a decision, Talep for a change,
 * full authority for the rest.
 */
export function otpRequiresLevel(
  db: Db,
  session: ActiveSession,
  purpose: string,
  reference: string | undefined,
): void {
  const readGroup = readOtpPurposeGroups[purpose];
  if (readGroup) readsRequireReadPermission(db, session, readGroup);
  else if (purpose === APPROVAL_DECISION_OTP_PURPOSE)
    decisionsRequireApprovePermission(db, session, reference ?? '');
  else writesRequireRequestPermission(db, session, otpPurposeGroups[purpose]);
}

/**
 * Throws the 403 of spec §8 unless the person has full authority. For handlers whose act no
 * grant covers (a line's call detail, signing a document).
 */
export function writesRequireFullAuthority(session: ActiveSession): void {
  if (!session.user.fullAuthority) throw forbidden();
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
