import type { ScreenLoaders } from '../../lib/routes';

/** Offline transactions (the menu's `invoices.offline`) and one transaction's detail. */
export const screens: ScreenLoaders = {
  '/offline-transactions': () => import('./OfflineTransactionsView'),
  '/offline-transactions/:queryId': () => import('./OfflineDetailView'),
};
