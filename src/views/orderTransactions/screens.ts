import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  {
    path: '/line-operations-request-history',
    title: 'Hat İşlemleri Talep Geçmişi',
    group: 'orders',
    view: () => import('./HistoryView'),
  },
];
