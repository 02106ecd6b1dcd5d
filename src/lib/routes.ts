/**
 * The route list of spec §2, assembled from every feature's `src/views/<feature>/screens.ts`
 * (`export const routes`): the app registers a screen per entry, the menu and the rights gate
 * read its groups, and the session machine decides guards and redirects from the same list.
 * Those files hold data and lazy imports only, so the list costs the entry no screen.
 */
import { assembleRoutes, type RouteDeclarations, type RouteEntry, routeLookups } from './routeTable';

export type { PathKind, RouteAccess, RouteDeclaration, RouteDeclarations, RouteEntry } from './routeTable';

export const ROUTES: readonly RouteEntry[] = assembleRoutes(
  import.meta.glob<RouteDeclarations>('../views/*/screens.ts', { eager: true, import: 'routes' }),
);

const lookups = routeLookups(ROUTES);

/** Where a path (below the base path) belongs; `root` is "/", `unknown` gets the not-found page. */
export const classifyPath = lookups.classifyPath;

/** The route entry a path belongs to, for its title and group; undefined for "/" and unknown paths. */
export const routeOf = lookups.routeOf;
