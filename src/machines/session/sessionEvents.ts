import type { LoginResponse } from '../../api/types';
import { FAST_LOGIN_PATH } from '../../lib/fastLoginChannel';

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

export type SessionEvent =
  | { type: 'route.changed'; path: string }
  /**
   * A login completed elsewhere (the fast-login popup, a seamless-login token, a customer manager's
   * customer-to-login): its login response is stored as if this page had signed in itself.
   */
  | { type: 'session.adopt'; response: LoginResponse }
  /** `/ext` was opened with this target (the raw query value): go there, after a login if need be. */
  | { type: 'entry.external'; target: string | null }
  | { type: 'user.submitCredentials'; userName: string; password: string }
  | { type: 'user.editCredentials' }
  | { type: 'user.toggleTerm'; id: string; accepted: boolean }
  | { type: 'user.confirmTerms' }
  | { type: 'user.retry' }
  | { type: 'user.selectCorporate'; corporateNcst: string }
  | { type: 'user.setDefaultCorporate'; corporateNcst: string }
  | { type: 'user.clearDefaultCorporate' }
  | { type: 'user.logout' }
  | { type: 'user.acknowledgeExpiry' }
  | { type: 'session.expired' }
  | { type: 'session.unauthorized' }
  | { type: 'session.poll' }
  | { type: 'user.menuSelected'; menuName: string; menuUrl: string }
  | { type: 'menu.refresh' }
  | { type: 'survey.displayed' };
