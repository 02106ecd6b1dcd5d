import type { ScreenLoaders } from '../../lib/routes';

export const screens: ScreenLoaders = {
  '/sim-card-matching': () => import('./SimMatchingView'),
};
