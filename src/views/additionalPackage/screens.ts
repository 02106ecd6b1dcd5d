import type { RouteDeclarations } from '../../lib/routeTable';

/** The four package pages; /additional-package/{offerId} is a package's detail and order. */
export const routes: RouteDeclarations = [
  {
    path: '/additional-package',
    title: 'Ek Paket Satın Al',
    group: 'additionalPackage',
    view: () => import('./OffersView'),
    children: [
      { path: '/additional-package/:offerId', title: 'Ek Paket Siparişi', view: () => import('./OrderView') },
    ],
  },
  {
    path: '/additional-package-cancellation/*',
    title: 'Ek Paket İptali',
    group: 'additionalPackage',
    view: () => import('./CancellationView'),
  },
  {
    path: '/additional-package-history/*',
    title: 'Ek Paket Geçmişi',
    group: 'additionalPackage',
    view: () => import('./HistoryView'),
  },
  {
    path: '/additional-package-confirm/*',
    title: 'Onay Bekleyen Ek Paketler',
    group: 'additionalPackage',
    view: () => import('./ConfirmView'),
  },
];
