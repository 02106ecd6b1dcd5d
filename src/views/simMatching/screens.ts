import type { RouteDeclarations } from '../../lib/routeTable';

export const routes: RouteDeclarations = [
  {
    path: '/sim-card-matching',
    title: 'SIM Kart Eşleştirme',
    group: 'simMatching',
    view: () => import('./SimMatchingView'),
  },
];
