import type { ScreenLoaders } from '../../lib/routes';

/** The routes this feature renders (found by src/app/screens.ts): the re-contract wizard. */
export const screens: ScreenLoaders = {
  '/recontracts/*': () => import('./ReContractView'),
};
