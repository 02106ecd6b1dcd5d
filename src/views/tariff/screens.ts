import type { ScreenLoaders } from '../../lib/routes';

/** Every tariff page lives under the route table's `/tariff-package/*`; TariffPackageView declares its nested routes. */
export const screens: ScreenLoaders = {
  '/tariff-package/*': () => import('./TariffPackageView'),
};
