import type { RouteDeclarations } from '../../lib/routeTable';

/** Every tariff page lives under `/tariff-package/*`; TariffPackageView declares its nested routes. */
export const routes: RouteDeclarations = [
  {
    path: '/tariff-package/*',
    title: 'Tarife ve Paket Değişikliği',
    group: 'tariff',
    view: () => import('./TariffPackageView'),
  },
];
