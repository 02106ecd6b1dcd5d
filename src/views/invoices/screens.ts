import type { ScreenLoaders } from '../../lib/routes';

/**
 * /invoices: current invoice, the last sixteen months, a period by account and by line;
 * /invoice-detail-confirm: a line's call detail after an SMS code (KVKK).
 */
export const screens: ScreenLoaders = {
  '/invoices': () => import('./InvoicesView'),
  '/invoice-detail-confirm': () => import('./CallDetailView'),
};
