import { matchPath } from 'react-router';
import { classifyPath } from '../lib/routes';
import { isLoggedInSession, rootRedirect, type StoredSession } from '../lib/sessionSnapshot';
import { PATHS } from '../machines/session/sessionEvents';
import { loadStepCode } from '../machines/session/stepCode';
import { BUILT_SCREENS, portalLayout, screens } from './screens';

export interface Preloadable {
  preload(): Promise<void>;
}

/**
 * The session's steps (the login, terms and corporate selection machines, issue 42): the login
 * form, the terms page and corporate selection render their child, so they wait for its code as for their own (index.html fetches it beside
 * the entry). A failed load is the session's to say (its `codeFailed` state): the pages start.
 */
export const stepCode: Preloadable = { preload: () => loadStepCode().then(() => undefined) };

/**
 * The code of the page a visit opens on: the pages first render once it is there, so that page
 * renders at once (lazyScreen) under the static splash instead of suspending behind a loader
 * (issue 7). A page not listed here (a route still to be built, an unknown address) loads as
 * any lazy screen does.
 */
export function landingCode(session: StoredSession, path: string): Preloadable[] {
  const loggedIn = isLoggedInSession(session);
  if (!loggedIn && (path === '/' || matchPath('/login/*', path))) return [screens.login, stepCode];
  const target = loggedIn && path === '/' ? PATHS[rootRedirect(session)] : path;
  const pattern = Object.keys(BUILT_SCREENS).find((candidate) => matchPath(candidate, target));
  const screen = pattern ? BUILT_SCREENS[pattern] : undefined;
  if (loggedIn) {
    const code = screen ? [portalLayout, screen] : [portalLayout];
    return target === PATHS.terms || target === PATHS.corporateSelection ? [...code, stepCode] : code;
  }
  // A page read before login (the terms of use): index.html fetches its code beside the entry
  // (bootPlugin's publicPreloads); listed here, it renders at once rather than behind Suspense's
  // fallback, which React holds up to 300 ms more (its text, the largest paint, waited for that).
  return screen && classifyPath(path) === 'loggedOutOnly' ? [screen] : [];
}
