import { feature } from './define';

const { post } = feature('extraPacket');

/** Extra packet line permissions (spec §3 extraPacket* state). */
export const extraPacketEndpoints = [
  post('extraPacketLines', '/ccsirest/extra-packet/lines.json'),
  post('extraPacketLineStatus', '/ccsirest/extra-packet/line-status.json'),
  post('extraPacketProductFilter', '/ccsirest/extra-packet/product-filter.json'),
  post('extraPacketPermissionList', '/ccsirest/extra-packet/permission-list.json'),
  post('extraPacketPermissionHistory', '/ccsirest/extra-packet/permission-history.json'),
  post('extraPacketChangePermission', '/ccsirest/extra-packet/change-permission.json'),
] as const;
