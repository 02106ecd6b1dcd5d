import { feature } from '../contract/define';

const { post, rows } = feature('extraPacket');

/** Extra packet line permissions (spec §3 extraPacket* state). */
export const extraPacketRows = rows({
  extraPacketLines: post('/ccsirest/extra-packet/lines.json'),
  extraPacketLineStatus: post('/ccsirest/extra-packet/line-status.json'),
  extraPacketProductFilter: post('/ccsirest/extra-packet/product-filter.json'),
  extraPacketPermissionList: post('/ccsirest/extra-packet/permission-list.json'),
  extraPacketPermissionHistory: post('/ccsirest/extra-packet/permission-history.json'),
  extraPacketChangePermission: post('/ccsirest/extra-packet/change-permission.json'),
});

type Rows = typeof extraPacketRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
