/**
 * The browser's side of the fast login: opens the 600 × 700 popup on the portal's own login page
 * and reports what becomes of it. The chart names it `popupWindow`; tests give a stand-in.
 */
import { fromCallback } from 'xstate';
import { FAST_LOGIN_POPUP, fastLoginFeatures, readFastLoginMessage } from '../../lib/fastLoginChannel';
import type { FastLoginEvent } from './fastLoginEvents';

/** How often a closed popup is looked for while the opener has no focus. */
const CLOSED_CHECK_MS = 500;
/** A popup posts its login and then closes: after it is seen closed, its message may still come. */
const LATE_MESSAGE_MS = 150;

export const popupWindow = fromCallback<FastLoginEvent, { url: string }>(({ input, sendBack }) => {
  const popup = window.open(input.url, FAST_LOGIN_POPUP.name, fastLoginFeatures());
  if (!popup) {
    sendBack({ type: 'popup.blocked' });
    return undefined;
  }
  popup.focus();
  const onMessage = (event: MessageEvent) => {
    // Only our own origin, and only the window we opened.
    if (event.origin !== window.location.origin || event.source !== popup) return;
    const response = readFastLoginMessage(event.data);
    if (response) sendBack({ type: 'popup.loggedIn', response });
  };
  let closedTimer: ReturnType<typeof setTimeout> | undefined;
  const checkClosed = () => {
    if (!popup.closed || closedTimer) return;
    closedTimer = setTimeout(() => sendBack({ type: 'popup.closed' }), LATE_MESSAGE_MS);
  };
  window.addEventListener('message', onMessage);
  // Closing the popup gives the focus back to this page: noticed at once, not at the next check.
  window.addEventListener('focus', checkClosed);
  const poll = setInterval(checkClosed, CLOSED_CHECK_MS);
  return () => {
    window.removeEventListener('message', onMessage);
    window.removeEventListener('focus', checkClosed);
    clearInterval(poll);
    if (closedTimer) clearTimeout(closedTimer);
  };
});
