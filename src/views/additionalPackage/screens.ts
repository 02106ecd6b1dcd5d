import type { ScreenLoaders } from '../../lib/routes';

/** The four package pages; /additional-package/{offerId} is a package's detail and order. */
export const screens: ScreenLoaders = {
  '/additional-package/*': () => import('./PackagesView'),
  '/additional-package-cancellation/*': () => import('./CancellationView'),
  '/additional-package-history/*': () => import('./HistoryView'),
  '/additional-package-confirm/*': () => import('./ConfirmView'),
};
