import type { RouteDeclarations } from '../../lib/routeTable';

/** Usage abroad and call abroad share their pages; the path says which service (texts.ts). */
export const routes: RouteDeclarations = [
  {
    path: '/roaming',
    title: 'Yurt Dışı Kullanım',
    group: 'usageAbroad',
    view: () => import('./AbroadListView'),
  },
  {
    path: '/international-call',
    title: 'Yurt Dışı Arama',
    group: 'usageAbroad',
    view: () => import('./AbroadListView'),
  },
  {
    path: '/roaming-confirm',
    title: 'Yurt Dışı Kullanım Onayı',
    group: 'usageAbroad',
    view: () => import('./AbroadConfirmView'),
  },
  {
    path: '/international-call-confirm',
    title: 'Yurt Dışı Arama Onayı',
    group: 'usageAbroad',
    view: () => import('./AbroadConfirmView'),
  },
];
