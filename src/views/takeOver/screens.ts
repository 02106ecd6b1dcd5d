import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts): the wizard and the orders. */
export const routes: RouteDeclarations = [
  {
    path: '/take-over',
    title: 'Hat Devralma',
    group: 'takeOver',
    view: () => import('./TakeOverWizardView'),
    children: [
      { path: '/take-over/orders', title: 'Devir Siparişlerim', view: () => import('./TakeOverOrdersView') },
    ],
  },
];
