import { callEndpoint } from '../../actors/http';
import type {
  ExtraPacketChangeRequest,
  ExtraPacketHistoryRequest,
  ExtraPacketLine,
} from '../../api/extraPacket/types';
import type { ProductGroupFilters } from '../../api/lineUser/types';
import type { PageRequest, PageResult } from '../shared/pagedList/pagedListMachine';
import type { ExtraPacketQuery } from './extraPacketQuery';

/** One page of the company's lines with their allowed types. */
export async function loadExtraPacketPage(
  { query, offset, limit }: PageRequest<ExtraPacketQuery>,
  signal: AbortSignal,
): Promise<PageResult<ExtraPacketLine>> {
  const body = { offset, limit, filter: query.filter, ...(query.sort ? { sort: query.sort } : {}) };
  const page = await callEndpoint('extraPacketLines', { body }, signal);
  return { rows: page.items, total: page.total };
}

/** The filter bar's choices: the product filter row's types and tariffs, the line status row's states. */
export async function loadExtraPacketChoices(signal: AbortSignal): Promise<ProductGroupFilters> {
  const [products, status] = await Promise.all([
    callEndpoint('extraPacketProductFilter', {}, signal),
    callEndpoint('extraPacketLineStatus', {}, signal),
  ]);
  return {
    ...products,
    statuses: status.statuses.map(({ value, label }) => ({ value, label })),
  };
}

export const loadExtraPacketTypes = (signal: AbortSignal) =>
  callEndpoint('extraPacketPermissionList', {}, signal);

export const loadExtraPacketHistory = (query: ExtraPacketHistoryRequest, signal: AbortSignal) =>
  callEndpoint('extraPacketPermissionHistory', { body: query }, signal);

export const changeExtraPacketPermissions = (input: ExtraPacketChangeRequest, signal: AbortSignal) =>
  callEndpoint('extraPacketChangePermission', { body: input }, signal);
