import type { ScreenLoaders } from '../../lib/routes';

/** Every tariff page lives under the route table's `/tariff-package/*`; TariffPackageView picks the page. */
export const screens: ScreenLoaders = {
  '/tariff-package/*': () => import('./TariffPackageView'),
};
