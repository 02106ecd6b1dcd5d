import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  { path: '/sim-card', title: 'SIM Kart Siparişi', group: 'simCard', view: () => import('./SimCardView') },
];
