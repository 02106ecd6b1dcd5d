import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  {
    path: '/update-product-user',
    title: 'Hat Kullanıcı Bilgileri',
    group: 'lineUser',
    view: () => import('./LineUserView'),
  },
];
