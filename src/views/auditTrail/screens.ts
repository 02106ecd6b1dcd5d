import type { RouteDeclarations } from '../../lib/routeTable';

/** The company's audit trail (the menu's `audit-trail`). */
export const routes: RouteDeclarations = [
  {
    path: '/audit-trail',
    title: 'İşlem Geçmişi',
    fullAuthority: true,
    view: () => import('./AuditTrailView'),
  },
];
