import type { RouteDeclarations } from '../../lib/routeTable';

/**
 * The tariff pages: the lines with their tariff, one line's tariff and its change, the bulk change
 * and each of its jobs, the history of changes. Each page is its own screen.
 */
export const routes: RouteDeclarations = [
  {
    path: '/tariff-package',
    title: 'Tarife ve Paket Değişikliği',
    group: 'tariff',
    view: () => import('./LinesView'),
    children: [
      {
        path: '/tariff-package/history',
        title: 'Tarife Değişikliği Geçmişi',
        view: () => import('./HistoryView'),
      },
      {
        path: '/tariff-package/bulk',
        title: 'Toplu Tarife Değişikliği',
        view: () => import('./BulkView'),
        children: [
          {
            path: '/tariff-package/bulk/:jobId',
            title: 'Toplu Tarife Değişikliği İşlemi',
            view: () => import('./JobView'),
          },
        ],
      },
      { path: '/tariff-package/line/:msisdn', title: 'Hattın Tarifesi', view: () => import('./LineView') },
    ],
  },
];
