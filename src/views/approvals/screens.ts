import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  {
    path: '/pending-requests',
    title: 'Onay Bekleyen İşlemler',
    group: 'approvalProcedures',
    view: () => import('./PendingRequestsView'),
  },
];
