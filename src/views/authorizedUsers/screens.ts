import type { RouteDeclarations } from '../../lib/routeTable';

/** The persons with one person's permissions (?kisi=<id>), and the company's permission overview. */
export const routes: RouteDeclarations = [
  {
    path: '/update-authorized-user-info',
    title: 'Yetkili Kullanıcılar',
    view: () => import('./AuthorizedUsersView'),
  },
  { path: '/cips-permission', title: 'CIPS İzinleri', view: () => import('./PermissionOverviewView') },
];
