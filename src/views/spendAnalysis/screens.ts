import type { RouteDeclarations } from '../../lib/routeTable';

/** /harcama-analizi: spend by split over sixteen periods, lines' usage and charge, alerts (issue 40). */
export const routes: RouteDeclarations = [
  {
    path: '/harcama-analizi',
    title: 'Harcama Analizi',
    group: 'invoices',
    view: () => import('./SpendAnalysisView'),
  },
];
