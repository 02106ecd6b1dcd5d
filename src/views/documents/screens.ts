import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  {
    path: '/set-document',
    title: 'Yetki Belgeleri',
    group: 'documents',
    view: () => import('./SetDocumentView'),
  },
  {
    path: '/order-document',
    title: 'Sipariş Belgeleri',
    group: 'documents',
    view: () => import('./OrderDocumentView'),
  },
];
