import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  {
    path: '/secure-internet',
    title: 'Güvenli İnternet',
    group: 'secureInternet',
    view: () => import('./SecureInternetView'),
  },
];
