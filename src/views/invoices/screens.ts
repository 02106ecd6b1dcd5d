import type { RouteDeclarations } from '../../lib/routeTable';

/**
 * /invoices: current invoice, the last sixteen months, a period by account and by line;
 * /invoice-detail-confirm: a line's call detail after an SMS code (KVKK).
 */
export const routes: RouteDeclarations = [
  { path: '/invoices', title: 'Fatura Bilgilerim', group: 'invoices', view: () => import('./InvoicesView') },
  {
    path: '/invoice-detail-confirm',
    title: 'Fatura Detayı Onayı',
    group: 'invoices',
    view: () => import('./CallDetailView'),
  },
];
