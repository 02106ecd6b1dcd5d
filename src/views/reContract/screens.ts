import type { RouteDeclarations } from '../../lib/routeTable';

/** The routes this feature renders (assembled by src/lib/routes.ts): the re-contract wizard. */
export const routes: RouteDeclarations = [
  {
    path: '/recontracts/*',
    title: 'Yeniden Taahhüt',
    group: 'reContract',
    view: () => import('./ReContractView'),
  },
];
