import type { ScreenLoaders } from '../../lib/routes';

/** The routes this feature renders (found by src/app/screens.ts). */
export const screens: ScreenLoaders = {
  '/set-document': () => import('./SetDocumentView'),
  '/order-document': () => import('./OrderDocumentView'),
};
