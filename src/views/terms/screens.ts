import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts). */
export const routes: RouteDeclarations = [
  { path: '/terms-approved', title: 'Sözleşme Onayı', view: () => import('./TermsView') },
];
