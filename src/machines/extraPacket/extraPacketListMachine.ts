import { fromPromise } from 'xstate';
import type { ExtraPacketLine, ExtraPacketPermissionList } from '../../api/extraPacket/types';
import type { ProductGroupFilters } from '../../api/lineUser/types';
import { withText } from '../shared/pagedList/listQuery';
import {
  createPagedListMachine,
  type PageRequest,
  type PageResult,
} from '../shared/pagedList/pagedListMachine';
import { createRequestMachine } from '../shared/requestMachine';
import { loadExtraPacketChoices, loadExtraPacketPage, loadExtraPacketTypes } from './extraPacketCalls';
import type { ExtraPacketQuery } from './extraPacketQuery';

/**
 * /extraPacket: the company's lines page by page from the server with the types each may buy;
 * the quick filter (part of a number or a user name) becomes `filter.text`.
 */
export const extraPacketListMachine = createPagedListMachine<ExtraPacketLine, ExtraPacketQuery>(
  'extraPacketLines',
  withText,
);

export const extraPacketListLogic = extraPacketListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult<ExtraPacketLine>, PageRequest<ExtraPacketQuery>>(({ input, signal }) =>
      loadExtraPacketPage(input, signal),
    ),
  },
});

/** The filter bar's choices (product types, tariffs, line states) of the company's lines. */
export const extraPacketChoicesMachine = createRequestMachine<ProductGroupFilters, undefined>(
  'extraPacketChoices',
  (_, signal) => loadExtraPacketChoices(signal),
);

/** The packet types with their monthly limit and how many lines allow each; refreshed after a change. */
export const extraPacketTypesMachine = createRequestMachine<ExtraPacketPermissionList, undefined>(
  'extraPacketTypes',
  (_, signal) => loadExtraPacketTypes(signal),
);
