import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  { path: '/new-line/*', title: 'Yeni Hat Siparişi', group: 'newLine', view: () => import('./NewLineView') },
];
