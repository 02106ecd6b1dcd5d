import { matchPath } from 'react-router';
import { ROUTES } from '../lib/routes';
import {
  isLoggedInSession,
  type RootRedirect,
  rootRedirect,
  type StoredSession,
} from '../lib/sessionSnapshot';
import { PATHS } from '../machines/session/sessionEvents';
import { BUILT_SCREENS, portalLayout, screens } from './screens';

const ROOT_PATHS: Record<RootRedirect, string> = {
  terms: PATHS.terms,
  corporateSelection: PATHS.corporateSelection,
  dashboard: PATHS.dashboard,
};

export interface Preloadable {
  preload(): Promise<void>;
}

/**
 * The code of the page a visit opens on: the pages first render once it is there, so that page
 * renders at once (lazyScreen) under the static splash instead of suspending behind a loader
 * (issue 7). A page not listed here (a route still to be built, an unknown address) loads as
 * any lazy screen does.
 */
export function landingCode(session: StoredSession, path: string): Preloadable[] {
  if (!isLoggedInSession(session)) {
    if (path === '/' || matchPath('/login/*', path)) return [screens.login];
    // A page read before login (the terms of use): index.html fetches its code beside the entry
    // (bootPlugin's publicPreloads); listed here, it renders at once rather than behind Suspense's
    // fallback, which React holds up to 300 ms more (its text, the largest paint, waited for that).
    const route = ROUTES.find((r) => r.access === 'loggedOutOnly' && matchPath(r.pattern, path));
    const screen = route ? BUILT_SCREENS[route.pattern] : undefined;
    return screen ? [screen] : [];
  }
  const target = path === '/' ? ROOT_PATHS[rootRedirect(session)] : path;
  const pattern = Object.keys(BUILT_SCREENS).find((candidate) => matchPath(candidate, target));
  const screen = pattern ? BUILT_SCREENS[pattern] : undefined;
  return screen ? [portalLayout, screen] : [portalLayout];
}
