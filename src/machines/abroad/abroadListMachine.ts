import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { AbroadLine } from '../../api/abroad/types';
import type { ProductGroupFilters } from '../../api/lineUser/types';
import { withText } from '../shared/pagedList/listQuery';
import {
  createPagedListMachine,
  type PageRequest,
  type PageResult,
} from '../shared/pagedList/pagedListMachine';
import { createRequestMachine } from '../shared/requestMachine';
import { loadAbroadPage } from './abroadActors';
import type { AbroadQuery } from './abroadQuery';

/**
 * /roaming and /international-call: the company's lines page by page from the server with both
 * services' state; the quick filter (part of a number or a user name) becomes `filter.text`.
 */
export const abroadListMachine = createPagedListMachine<AbroadLine, AbroadQuery>('abroadList', withText);

export const abroadListLogic = abroadListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult<AbroadLine>, PageRequest<AbroadQuery>>(({ input, signal }) =>
      loadAbroadPage(input, signal),
    ),
  },
});

/** The filter bar's choices (product types, tariffs, statuses) of the company's lines. */
export const abroadFilterChoicesMachine = createRequestMachine<ProductGroupFilters, undefined>(
  'abroadFilterChoices',
  (_, signal) => callEndpoint('productGroupFilters', {}, signal),
);
