import { ROUTES, type RouteEntry } from '../lib/routes';
import { type LazyScreen, lazyScreen } from '../ui/lazyScreen';

/**
 * The logged-in shell (the layout, and the rights' banner, gate and menu entries) is its own
 * chunk, so the login page does not pay for it (issue 7 entry budget, issue 42).
 */
export const portalLayout = lazyScreen(async () => {
  const { PrivateFrame } = await import('./shell/PrivateFrame');
  return { default: PrivateFrame };
});

/** The app's own pages, each its own chunk (spec §8 chunk handling, issue budgets). */
export const screens = {
  login: lazyScreen(() => import('../views/login/LoginView')),
  notAvailable: lazyScreen(() => import('../views/system/NotAvailableView')),
  notFound: lazyScreen(() => import('../views/system/NotFoundView')),
  /** The same page for a signed-in person, inside the shell (header and menu stay). */
  notFoundInShell: lazyScreen(async () => {
    const { NotFoundInShell } = await import('../views/system/NotFoundView');
    return { default: NotFoundInShell };
  }),
  /** The flow atlas (issue 5): its own chunk with dagre; public, shown when the atlas is on. */
  atlas: lazyScreen(() => import('../views/atlas/AtlasView')),
};

/** Route pattern → screen, for every route of the table that has its view. */
export function collectScreens(routes: readonly RouteEntry[]): Record<string, LazyScreen<object>> {
  const built: Record<string, LazyScreen<object>> = {};
  for (const { pattern, view } of routes) if (view) built[pattern] = lazyScreen(view);
  return built;
}

/** Routes of spec §2 whose screens exist; every other route shows the "not available yet" page. */
export const BUILT_SCREENS: Readonly<Record<string, LazyScreen<object>>> = collectScreens(ROUTES);
