import type { RouteDeclarations } from '../../lib/routeTable';

/** The request menu, each request's form, the demand history and a demand's detail share one route. */
export const routes: RouteDeclarations = [
  {
    path: '/request-submitting/*',
    title: 'Talep Oluştur',
    group: 'requestSubmitting',
    view: () => import('./RequestSubmittingView'),
  },
];
