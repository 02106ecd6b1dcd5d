import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  {
    path: '/my-orders',
    title: 'Siparişlerim',
    group: 'orders',
    view: () => import('./MyOrdersView'),
    children: [
      { path: '/my-orders/:orderNo', title: 'Sipariş Detayı', view: () => import('./OrderDetailView') },
    ],
  },
];
