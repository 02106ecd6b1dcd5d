import { feature } from '../contract/define';
import {
  ExtraPacketChangeAnswer,
  ExtraPacketChangeRequest,
  ExtraPacketHistory,
  ExtraPacketHistoryRequest,
  ExtraPacketLineStatus,
  ExtraPacketLinesPage,
  ExtraPacketLinesRequest,
  ExtraPacketPermissionList,
  ExtraPacketProductFilter,
} from './types';

const { post, rows } = feature('extraPacket');

/** Extra packet line permissions (spec §3 extraPacket* state). */
export const extraPacketRows = rows({
  extraPacketLines: post(
    '/ccsirest/extra-packet/lines.json',
    { body: ExtraPacketLinesRequest, response: ExtraPacketLinesPage },
    { access: 'read' },
  ),
  extraPacketLineStatus: post(
    '/ccsirest/extra-packet/line-status.json',
    { response: ExtraPacketLineStatus },
    { access: 'read' },
  ),
  extraPacketProductFilter: post(
    '/ccsirest/extra-packet/product-filter.json',
    { response: ExtraPacketProductFilter },
    { access: 'read' },
  ),
  extraPacketPermissionList: post(
    '/ccsirest/extra-packet/permission-list.json',
    { response: ExtraPacketPermissionList },
    { access: 'read' },
  ),
  extraPacketPermissionHistory: post(
    '/ccsirest/extra-packet/permission-history.json',
    { body: ExtraPacketHistoryRequest, response: ExtraPacketHistory },
    { access: 'read' },
  ),
  extraPacketChangePermission: post(
    '/ccsirest/extra-packet/change-permission.json',
    { body: ExtraPacketChangeRequest, response: ExtraPacketChangeAnswer },
    { access: 'write' },
  ),
});

type Rows = typeof extraPacketRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
