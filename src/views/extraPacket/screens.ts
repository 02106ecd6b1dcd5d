import type { RouteDeclarations } from '../../lib/routeTable';

export const routes: RouteDeclarations = [
  {
    path: '/extraPacket',
    title: 'Ekstra Paket İzinleri',
    group: 'extraPacket',
    view: () => import('./ExtraPacketView'),
  },
];
