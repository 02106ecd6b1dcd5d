import type { RouteDeclarations } from '../../lib/routeTable';

/** The login page and its steps; "/" shows the same page (src/app/AppRoutes.tsx). */
export const routes: RouteDeclarations = [
  { path: '/login/*', access: 'public', title: 'Giriş', view: () => import('./LoginView') },
];
