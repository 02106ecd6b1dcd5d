import type { ScreenLoaders } from '../../lib/routes';

/** The company's audit trail (the menu's `audit-trail`). */
export const screens: ScreenLoaders = {
  '/audit-trail': () => import('./AuditTrailView'),
};
