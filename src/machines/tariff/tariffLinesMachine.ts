import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { ProductGroupFilters } from '../../api/lineUserTypes';
import type { TariffLine } from '../../api/tariffTypes';
import { withText } from '../shared/pagedList/listQuery';
import {
  createPagedListMachine,
  type PageRequest,
  type PageResult,
} from '../shared/pagedList/pagedListMachine';
import { createRequestMachine } from '../shared/requestMachine';
import { loadTariffPage } from './tariffActors';
import type { TariffQuery } from './tariffQuery';

/**
 * /tariff-package: the company's lines with their tariff and its monthly fee, page by page from
 * the server (the GSM table row); the quick filter (part of a number or a user name) is `filter.text`.
 */
export const tariffLinesMachine = createPagedListMachine<TariffLine, TariffQuery>('tariffLines', withText);

export const tariffLinesLogic = tariffLinesMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult<TariffLine>, PageRequest<TariffQuery>>(({ input, signal }) =>
      loadTariffPage(input, signal),
    ),
  },
});

/** The filter bar's choices (product types, tariffs, statuses) of the company's lines. */
export const tariffFilterChoicesMachine = createRequestMachine<ProductGroupFilters, undefined>(
  'tariffFilterChoices',
  (_, signal) => callEndpoint('productGroupFilters', {}, signal),
);
