/**
 * The route list of spec §2 as data: the app registers a screen per entry and the session
 * machine decides guards and redirects from the same list.
 */
export type RouteAccess = 'private' | 'public' | 'loggedOutOnly';

export interface RouteEntry {
  /** react-router pattern below the base path. */
  readonly pattern: string;
  readonly access: RouteAccess;
}

const PRIVATE = [
  '/dashboard',
  '/p/:page',
  '/csi/:page',
  '/contracts',
  '/extraPacket',
  '/secure-internet',
  '/document-form',
  '/line-deactivation',
  '/cips-permission',
  '/line-operations-request-history',
  '/ctt-history',
  '/offline-transactions',
  '/offline-transactions/:queryId',
  '/sim-card',
  '/sim-card-matching',
  '/set-document',
  '/order-document',
  '/my-orders',
  '/my-orders/:orderNo',
  '/update-authorized-user-info',
  '/corporate-selection',
  '/terms-approved',
  '/roaming',
  '/international-call',
  '/customer-representative',
  '/update-product-user',
  '/invoice-detail-confirm',
  '/international-call-confirm',
  '/roaming-confirm',
  '/pending-requests',
  '/open-source',
  '/terms-of-use',
  '/additional-package/*',
  '/additional-package-history/*',
  '/additional-package-cancellation/*',
  '/additional-package-confirm/*',
  '/request-submitting/*',
  '/tariff-package/*',
  '/new-line/*',
  '/take-over/*',
  '/recontracts/*',
] as const;

const PUBLIC = [
  '/login/*',
  '/ext',
  '/seamless-login',
  '/showinvoicepdf/:secretKey',
  '/showinvoicepdf/gib/:secretKey',
] as const;

const LOGGED_OUT_ONLY = ['/open-source-documents', '/terms-of-use-agreement'] as const;

export const ROUTES: readonly RouteEntry[] = [
  ...PRIVATE.map((pattern) => ({ pattern, access: 'private' as const })),
  ...PUBLIC.map((pattern) => ({ pattern, access: 'public' as const })),
  ...LOGGED_OUT_ONLY.map((pattern) => ({ pattern, access: 'loggedOutOnly' as const })),
];

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
export function classifyPath(path: string): RouteAccess | 'root' | 'login' | 'unknown' {
  const clean = path.split(/[?#]/)[0] || '/';
  if (clean === '/' || clean === '') return 'root';
  if (matches('/login/*', clean)) return 'login';
  const entry = ROUTES.find((route) => matches(route.pattern, clean));
  return entry ? entry.access : 'unknown';
}
