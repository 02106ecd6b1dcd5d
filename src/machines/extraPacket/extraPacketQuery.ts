/** The extra packet list's query: the shared list-query rules over this feature's filter. */
import type { ExtraPacketFilter, ExtraPacketSort } from '../../api/extraPacket/types';
import type { ListQuery } from '../shared/pagedList/listQuery';

/** 200 rows fill a tall screen twice over; the next page comes while the person scrolls. */
export const EXTRA_PACKET_PAGE_SIZE = 200;

export type ExtraPacketQuery = ListQuery<ExtraPacketFilter, ExtraPacketSort>;

export const EMPTY_EXTRA_PACKET_QUERY: ExtraPacketQuery = { filter: {} };
