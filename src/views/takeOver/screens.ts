import type { ScreenLoaders } from '../../lib/routes';

/** The routes this feature renders (found by src/app/screens.ts): the wizard and the orders. */
export const screens: ScreenLoaders = {
  '/take-over/*': () => import('./TakeOverView'),
};
