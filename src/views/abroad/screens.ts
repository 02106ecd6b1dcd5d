import type { ScreenLoaders } from '../../lib/routes';

/** Usage abroad and call abroad share their pages; the path says which service (texts.ts). */
export const screens: ScreenLoaders = {
  '/roaming': () => import('./AbroadListView'),
  '/international-call': () => import('./AbroadListView'),
  '/roaming-confirm': () => import('./AbroadConfirmView'),
  '/international-call-confirm': () => import('./AbroadConfirmView'),
};
