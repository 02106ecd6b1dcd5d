import type { ScreenLoaders } from '../../lib/routes';

/** The request menu, each request's form, the demand history and a demand's detail share one route. */
export const screens: ScreenLoaders = {
  '/request-submitting/*': () => import('./RequestSubmittingView'),
};
