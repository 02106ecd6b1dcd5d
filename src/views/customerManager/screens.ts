import type { RouteDeclarations } from '../../lib/routeTable';

export const routes: RouteDeclarations = [
  {
    path: '/customer-manager/login',
    access: 'public',
    title: 'Müşteri Yöneticisi Girişi',
    view: () => import('./ManagerLoginView'),
  },
  {
    path: '/customer-manager/portfolio',
    access: 'public',
    title: 'Portföyüm',
    view: () => import('./PortfolioView'),
  },
];
