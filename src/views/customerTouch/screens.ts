import type { RouteDeclarations } from '../../lib/routeTable';

/** The company's contacts with the operator (the menu's `invoices.ctt`). */
export const routes: RouteDeclarations = [
  { path: '/ctt-history', title: 'Müşteri Temas Geçmişi', view: () => import('./TouchHistoryView') },
];
