import { feature } from '../contract/define';

const { post, rows } = feature('extraPacket');

/** Extra packet line permissions (spec §3 extraPacket* state). */
export const extraPacketRows = rows({
  extraPacketLines: post('/ccsirest/extra-packet/lines.json', {}, { access: 'read' }),
  extraPacketLineStatus: post('/ccsirest/extra-packet/line-status.json', {}, { access: 'read' }),
  extraPacketProductFilter: post('/ccsirest/extra-packet/product-filter.json', {}, { access: 'read' }),
  extraPacketPermissionList: post('/ccsirest/extra-packet/permission-list.json', {}, { access: 'read' }),
  extraPacketPermissionHistory: post(
    '/ccsirest/extra-packet/permission-history.json',
    {},
    { access: 'read' },
  ),
  extraPacketChangePermission: post('/ccsirest/extra-packet/change-permission.json', {}, { access: 'write' }),
});

type Rows = typeof extraPacketRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
