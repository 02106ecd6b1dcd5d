import { assign, setup } from 'xstate';
import { EMPTY_OVERVIEW_FILTER, type OverviewFilter } from './overview';
import { personListMachine } from './personListMachine';

export interface OverviewContext {
  filter: OverviewFilter;
}

export type OverviewEvent = { type: 'filter.change'; filter: OverviewFilter } | { type: 'filter.clear' };

/**
 * /cips-permission: the company's persons (the list machine as child, so loading, failing and
 * retrying are the list's) and the filter the table shows them through.
 */
export const overviewMachine = setup({
  types: { context: {} as OverviewContext, events: {} as OverviewEvent },
  actors: { list: personListMachine },
}).createMachine({
  id: 'permissionOverview',
  context: { filter: EMPTY_OVERVIEW_FILTER },
  invoke: { id: 'list', src: 'list', input: { authFilter: 'ALL', name: '' } },
  on: {
    'filter.change': { actions: assign({ filter: ({ event }) => event.filter }) },
    'filter.clear': { actions: assign({ filter: EMPTY_OVERVIEW_FILTER }) },
  },
});
