/**
 * The route table's shapes and rules, without the table itself: each feature declares its routes
 * whole in `src/views/<feature>/screens.ts` (`export const routes: RouteDeclarations`), and
 * `src/lib/routes.ts` assembles them. Pure, so Node tools (bench, screenshots) assemble the same
 * list from the same files.
 */
import type { PermissionGroupId } from '../api/authorizedUsers/types';

export type RouteAccess = 'private' | 'public' | 'loggedOutOnly';

/** A view's lazy import: each screen is its own chunk, fetched when its route is first visited. */
export type ScreenLoader = () => Promise<{ default: import('react').ComponentType }>;

/** One route as a feature declares it in its screens.ts. */
export interface RouteDeclaration {
  /**
   * The react-router pattern below the base path, written whole even for a nested route (so a
   * search for an address finds its declaration); `/*` takes every address below it.
   */
  readonly path: string;
  /** Who may see it; private (behind the login guard) unless said. Nested routes inherit it. */
  readonly access?: RouteAccess;
  /** The screen's Turkish title: the page heading, the menu's word, and what an unbuilt page says. */
  readonly title: string;
  /**
   * The operation group whose Görüntüleme level the page needs (issue 37); none for pages every
   * signed-in person sees. Nested routes inherit it.
   */
  readonly group?: PermissionGroupId;
  /** A page only full authority may view, whatever the person's grants (issue 37). */
  readonly fullAuthority?: true;
  /** The page; without one the route shows the "not available yet" page. */
  readonly view?: ScreenLoader;
  /** Pages below this one (a detail page, a step), each path starting with this one's. */
  readonly children?: RouteDeclarations;
}

export type RouteDeclarations = readonly RouteDeclaration[];

/** A route of the assembled table: every nested route flattened, with what it inherits. */
export interface RouteEntry {
  readonly pattern: string;
  readonly access: RouteAccess;
  readonly title: string;
  readonly group?: PermissionGroupId;
  readonly fullAuthority?: true;
  readonly view?: ScreenLoader;
}

function flatten(
  declarations: RouteDeclarations,
  inherited: { access: RouteAccess; group?: PermissionGroupId; parent?: string },
  into: RouteEntry[],
): void {
  for (const { path, title, view, children, fullAuthority, ...own } of declarations) {
    const { parent } = inherited;
    if (parent !== undefined && !path.startsWith(`${parent.replace(/\/\*$/, '')}/`))
      throw new Error(`Route ${path} is declared below ${parent} but does not start with it`);
    const access = own.access ?? inherited.access;
    const group = own.group ?? inherited.group;
    into.push({
      pattern: path,
      access,
      title,
      ...(group ? { group } : {}),
      ...(fullAuthority ? { fullAuthority } : {}),
      ...(view ? { view } : {}),
    });
    if (children) flatten(children, { access, ...(group ? { group } : {}), parent: path }, into);
  }
}

/**
 * The table from every feature's declarations (file → routes), in file order; a pattern declared
 * twice stops the app rather than letting one feature's page shadow another's.
 */
export function assembleRoutes(modules: Readonly<Record<string, RouteDeclarations>>): RouteEntry[] {
  const all: RouteEntry[] = [];
  for (const file of Object.keys(modules).sort()) flatten(modules[file] ?? [], { access: 'private' }, all);
  const seen = new Set<string>();
  for (const { pattern } of all) {
    if (seen.has(pattern)) throw new Error(`Route ${pattern} is declared by two screens.ts files`);
    seen.add(pattern);
  }
  return all;
}

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  for (let i = 0; i < patternParts.length; i += 1) {
    const part = patternParts[i];
    if (part === '*') return true;
    const actual = pathParts[i];
    if (actual === undefined) return false;
    if (!part?.startsWith(':') && part !== actual) return false;
  }
  // `/login/*` also matches `/login` itself.
  return pathParts.length === patternParts.length;
}

/** Where a path (below the base path) belongs; `root` is "/", `unknown` gets the not-found page. */
export type PathKind = RouteAccess | 'root' | 'login' | 'unknown';

/** The lookups the session's guards, the menu and the pages make on a table. */
export function routeLookups(table: readonly RouteEntry[]) {
  const routeOf = (path: string): RouteEntry | undefined => {
    const clean = path.split(/[?#]/)[0] || '/';
    return table.find((route) => matches(route.pattern, clean));
  };
  const classifyPath = (path: string): PathKind => {
    const clean = path.split(/[?#]/)[0] || '/';
    if (clean === '/' || clean === '') return 'root';
    if (matches('/login/*', clean)) return 'login';
    return routeOf(clean)?.access ?? 'unknown';
  };
  return { routeOf, classifyPath };
}
