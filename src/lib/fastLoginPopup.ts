/**
 * The opener's side of the fast-login popup, apart from the channel (fastLoginChannel.ts): only
 * the fast-login screen opens a popup, so this code stays out of the first visit's entry chunk.
 */
import type { LoginResponse } from '../api/types';
import { FAST_LOGIN_POPUP, fastLoginFeatures, readFastLoginMessage } from './fastLoginChannel';

/** What becomes of the popup, as the opener reports it to the fast-login chart. */
export type FastLoginPopupReport =
  /** window.open returned null: a popup blocker stood in the way. */
  | { type: 'popup.blocked' }
  /** The popup finished the login and handed it over. */
  | { type: 'popup.loggedIn'; response: LoginResponse }
  /** The person closed the popup without finishing. */
  | { type: 'popup.closed' };

/** How often a closed popup is looked for while the opener has no focus. */
const CLOSED_CHECK_MS = 500;
/** A popup posts its login and then closes: after it is seen closed, its message may still come. */
const LATE_MESSAGE_MS = 150;

/**
 * The opener's side: opens the 600 × 700 popup on `url` and reports what becomes of it, once.
 * The returned function stops listening (the chart left the popup, or the page went away).
 */
export function openFastLoginPopup(
  url: string,
  report: (event: FastLoginPopupReport) => void,
  win: Window = window,
): () => void {
  const popup = win.open(url, FAST_LOGIN_POPUP.name, fastLoginFeatures());
  if (!popup) {
    report({ type: 'popup.blocked' });
    return () => {};
  }
  popup.focus();
  let closedTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    win.removeEventListener('message', onMessage);
    win.removeEventListener('focus', checkClosed);
    clearInterval(poll);
    if (closedTimer) clearTimeout(closedTimer);
  };
  const settle = (event: FastLoginPopupReport) => {
    stop();
    report(event);
  };
  function onMessage(event: MessageEvent) {
    // Only our own origin, and only the window we opened.
    if (event.origin !== win.location.origin || event.source !== popup) return;
    const response = readFastLoginMessage(event.data);
    if (response) settle({ type: 'popup.loggedIn', response });
  }
  function checkClosed() {
    if (!popup?.closed || closedTimer) return;
    closedTimer = setTimeout(() => settle({ type: 'popup.closed' }), LATE_MESSAGE_MS);
  }
  win.addEventListener('message', onMessage);
  // Closing the popup gives the focus back to this page: noticed at once, not at the next check.
  win.addEventListener('focus', checkClosed);
  const poll = setInterval(checkClosed, CLOSED_CHECK_MS);
  return stop;
}
