import type { ScreenLoaders } from '../../lib/routes';

/** The company's contacts with the operator (the menu's `invoices.ctt`). */
export const screens: ScreenLoaders = {
  '/ctt-history': () => import('./TouchHistoryView'),
};
