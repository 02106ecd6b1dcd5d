import type { RouteDeclarations } from '../../lib/routeTable';

/** Offline transactions (the menu's `invoices.offline`) and one transaction's detail. */
export const routes: RouteDeclarations = [
  {
    path: '/offline-transactions',
    title: 'Çevrim Dışı İşlemler',
    view: () => import('./OfflineTransactionsView'),
    children: [
      {
        path: '/offline-transactions/:queryId',
        title: 'Çevrim Dışı İşlem Detayı',
        view: () => import('./OfflineDetailView'),
      },
    ],
  },
];
