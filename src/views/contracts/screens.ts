import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  { path: '/contracts', title: 'Sözleşmeler', group: 'contracts', view: () => import('./ContractsView') },
];
