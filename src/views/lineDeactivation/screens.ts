import type { ScreenLoaders } from '../../lib/routes';

/** Line deactivation and its history share one route (the route table has no history route). */
export const screens: ScreenLoaders = {
  '/line-deactivation': () => import('./LineDeactivationView'),
};
