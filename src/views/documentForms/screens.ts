import type { RouteDeclarations } from '../../lib/routeTable';

export const routes: RouteDeclarations = [
  {
    path: '/document-form',
    title: 'Doküman Formları',
    group: 'requestSubmitting',
    view: () => import('./DocumentFormsView'),
  },
];
