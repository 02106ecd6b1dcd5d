import type { ScreenLoaders } from '../../lib/routes';

export const screens: ScreenLoaders = {
  '/document-form': () => import('./DocumentFormsView'),
};
