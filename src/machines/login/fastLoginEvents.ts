import type { LoginResponse } from '../../api/types';

/** What the person and the popup window tell the fast-login chart. */
export type FastLoginEvent =
  | { type: 'user.fastLogin' }
  | { type: 'user.dismissNotice' }
  /** window.open returned null: a popup blocker stood in the way. */
  | { type: 'popup.blocked' }
  /** The popup finished the login and handed it over (src/lib/fastLoginChannel.ts). */
  | { type: 'popup.loggedIn'; response: LoginResponse }
  /** The person closed the popup without finishing. */
  | { type: 'popup.closed' };
