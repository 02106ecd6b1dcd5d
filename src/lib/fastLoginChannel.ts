/**
 * The fast-login popup and its opener talk over window.postMessage (spec §2: a popup of 600 by
 * 700 pixels). The popup posts the completed login to its opener, only to this page's own
 * origin; the opener takes only messages of that origin from the popup it opened.
 */
import type { LoginResponse } from '../api/types';

/** The popup's page below the base path: the login form, whose result goes to the opener. */
export const FAST_LOGIN_PATH = '/login/fast';

/** The popup's size, fixed by spec §2 and §9. */
export const FAST_LOGIN_POPUP = { width: 600, height: 700, name: 'kurumsalHizliGiris' } as const;

/** The window.open features string of the popup. */
export const fastLoginFeatures = () => `width=${FAST_LOGIN_POPUP.width},height=${FAST_LOGIN_POPUP.height}`;

export const FAST_LOGIN_MESSAGE = 'kurumsal-portal/fast-login';

export interface FastLoginMessage {
  type: typeof FAST_LOGIN_MESSAGE;
  response: LoginResponse;
}

/** The message a popup posts, or undefined for anything else arriving at the opener. */
export function readFastLoginMessage(data: unknown): LoginResponse | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Partial<FastLoginMessage>;
  const response = message.response as Partial<LoginResponse> | undefined;
  if (message.type !== FAST_LOGIN_MESSAGE || typeof response !== 'object' || response === null)
    return undefined;
  return typeof response.pageToken === 'string' && typeof response.corporateNcst === 'string'
    ? (response as LoginResponse)
    : undefined;
}

/** This window was opened by a portal page that can take the login (same origin, still open). */
export function hasLoginOpener(win: Window = window): boolean {
  try {
    return Boolean(win.opener && !win.opener.closed && win.opener.location.origin === win.location.origin);
  } catch {
    // Reading another origin's location throws: that opener is not the portal.
    return false;
  }
}

/** Posts the login to the opener, to this origin only, and closes the popup. */
export function handOverLogin(response: LoginResponse, win: Window = window): void {
  const message: FastLoginMessage = { type: FAST_LOGIN_MESSAGE, response };
  win.opener?.postMessage(message, win.location.origin);
  win.close();
}
