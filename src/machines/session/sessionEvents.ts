import type { LoginResponse } from '../../api/types';
import { FAST_LOGIN_PATH } from '../../lib/fastLoginChannel';
import type { CorporateListChanged } from './corporateSelectionMachine';

/** Paths the session machine navigates to, below the base path (spec §2). */
export const PATHS = {
  login: '/login',
  /** The fast-login popup's page: the login form, whose result goes to the opener (spec §2). */
  fastLogin: FAST_LOGIN_PATH,
  /** Entries from outside (spec §2): a page named in the query, a seamless-login token. */
  external: '/ext',
  seamlessLogin: '/seamless-login',
  terms: '/terms-approved',
  corporateSelection: '/corporate-selection',
  dashboard: '/dashboard',
} as const;

/**
 * What the session router hears: the URL, the clock and the server, the portal's own choices, and
 * what its children report. The steps' own events (the login form, terms, the company list) go to
 * the step's child (loginMachine.ts, termsMachine.ts, corporateSelectionMachine.ts).
 */
export type SessionEvent =
  | { type: 'route.changed'; path: string }
  /**
   * A login completed elsewhere (the fast-login popup, a seamless-login token, a customer manager's
   * customer-to-login): passed to the login child, which ends with it as its login.
   */
  | { type: 'session.adopt'; response: LoginResponse }
  /** `/ext` was opened with this target (the raw query value): go there, after a login if need be. */
  | { type: 'entry.external'; target: string | null }
  /** The header switcher's choice; on the corporate selection page it is passed to the child. */
  | { type: 'user.selectCorporate'; corporateNcst: string }
  /** Closes the sentence that says why the header switcher's change was refused. */
  | { type: 'user.dismissSwitchRefusal' }
  | CorporateListChanged
  | { type: 'user.logout' }
  /** The steps' code did not load (stepCode.ts): the person asks for it again. */
  | { type: 'user.retryStepCode' }
  | { type: 'user.acknowledgeExpiry' }
  | { type: 'session.expired' }
  | { type: 'session.unauthorized' }
  | { type: 'session.poll' }
  | { type: 'user.menuSelected'; menuName: string; menuUrl: string }
  | { type: 'menu.refresh' }
  | { type: 'survey.displayed' };
