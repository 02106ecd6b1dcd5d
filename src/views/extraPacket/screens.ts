import type { ScreenLoaders } from '../../lib/routes';

export const screens: ScreenLoaders = {
  '/extraPacket': () => import('./ExtraPacketView'),
};
