import type { RouteDeclarations } from '../../lib/routeTable';

/** Every tariff page lives under the route table's `/tariff-package/*`; TariffPackageView picks the page. */
export const routes: RouteDeclarations = [
  {
    path: '/tariff-package/*',
    title: 'Tarife ve Paket Değişikliği',
    group: 'tariff',
    view: () => import('./TariffPackageView'),
  },
];
