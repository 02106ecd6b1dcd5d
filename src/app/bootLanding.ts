/**
 * Which first page a visit is heading for, decided from the address and local storage before
 * any module has run. index.html runs this function inline (scripts/vite/bootPlugin.ts puts its
 * source there), so it must stay self-contained: no imports, no closures, nothing newer than the build target (es2022).
 *
 * - `login`: nobody is logged in; the splash shows the login card and its code is fetched.
 * - `portal`: a logged-in visit to a private page; the splash shows the portal's frame and the
 *   layout's code is fetched with the entry instead of after it.
 * - `dashboard`: the same, for the dashboard (also "/"), whose code is fetched too.
 *
 * It mirrors isLoggedInSession (spec §4): a page token and an active user with both company
 * numbers. A wrong guess costs a preloaded file and a splash that gives way to the right page.
 */
export type BootLanding = 'login' | 'portal' | 'dashboard';

export interface BootKeys {
  pageToken: string;
  activeUser: string;
}

export function bootLanding(
  path: string,
  base: string,
  read: (key: string) => string | null,
  keys: BootKeys,
): BootLanding {
  let user: { corporateNcst?: unknown; customerNcst?: unknown } | null = null;
  try {
    user = JSON.parse(read(keys.activeUser) || 'null');
  } catch (_error) {
    return 'login';
  }
  if (!read(keys.pageToken) || !user?.corporateNcst || !user.customerNcst) return 'login';
  const prefix = base.replace(/\/$/, '');
  const local = prefix && path.indexOf(prefix) === 0 ? path.slice(prefix.length) || '/' : path;
  const page = local.replace(/\/$/, '') || '/';
  return page === '/' || page === '/dashboard' ? 'dashboard' : 'portal';
}

/**
 * The code of the page a logged-in visit opens on, by its address: `routes` holds each built
 * route's pattern as a regular expression source and the indexes of its files in `files`. Runs
 * inline like bootLanding (self-contained); an address no route matches preloads nothing more.
 */
export function bootRouteFiles(
  path: string,
  base: string,
  routes: readonly (readonly [string, readonly number[]])[],
  files: readonly string[],
): string[] {
  const prefix = base.replace(/\/$/, '');
  const local = prefix && path.indexOf(prefix) === 0 ? path.slice(prefix.length) || '/' : path;
  for (let i = 0; i < routes.length; i++) {
    const route = routes[i];
    if (route && new RegExp(route[0]).test(local)) return route[1].map((n) => files[n] || '');
  }
  return [];
}
