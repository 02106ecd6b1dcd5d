import { matchPath } from 'react-router';
import {
  isLoggedInSession,
  type RootRedirect,
  rootRedirect,
  type StoredSession,
} from '../lib/sessionSnapshot';
import { PATHS } from '../machines/session/sessionEvents';
import { loadStepCode } from '../machines/session/stepCode';
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
  if (!isLoggedInSession(session)) {
    return path === '/' || matchPath('/login/*', path) ? [screens.login, stepCode] : [];
  }
  const target = path === '/' ? ROOT_PATHS[rootRedirect(session)] : path;
  const pattern = Object.keys(BUILT_SCREENS).find((candidate) => matchPath(candidate, target));
  const screen = pattern ? BUILT_SCREENS[pattern] : undefined;
  const code = screen ? [portalLayout, screen] : [portalLayout];
  return target === PATHS.terms || target === PATHS.corporateSelection ? [...code, stepCode] : code;
}
