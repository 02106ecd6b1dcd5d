import type { RouteDeclarations } from '../../lib/routeTable';

/** Line deactivation and its history share one route (the route table has no history route). */
export const routes: RouteDeclarations = [
  {
    path: '/line-deactivation',
    title: 'Hat Kapatma',
    group: 'lineDeactivation',
    view: () => import('./LineDeactivationView'),
  },
];
