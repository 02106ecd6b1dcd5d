import type { RouteDeclarations } from '../../lib/routeTable';

/**
 * The request menu with the demand history, each request type's form, and one demand's detail.
 * No request type is named "history" (the detail's static segment ranks first anyway).
 */
export const routes: RouteDeclarations = [
  {
    path: '/request-submitting',
    title: 'Talep Oluştur',
    group: 'requestSubmitting',
    view: () => import('./RequestHomePage'),
    children: [
      {
        path: '/request-submitting/history/:demandId',
        title: 'Talep Detayı',
        view: () => import('./DemandDetailPage'),
      },
      {
        path: '/request-submitting/:pageName',
        title: 'Talep Formu',
        view: () => import('./RequestFormPage'),
      },
    ],
  },
];
