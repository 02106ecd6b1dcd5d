import { type ActorRefFrom, type AnyActorRef, sendTo, setup, spawnChild } from 'xstate';
import type { LineChargeFilter } from '../../api/invoices/types';
import { compactFilter } from '../shared/pagedList/listQuery';
import { invoiceProductsMachine, lineChargesMachine } from './lineChargesMachine';
import { firstLineChargesQuery, LINE_CHARGES_PAGE_SIZE, type LineChargesQuery } from './lineChargesQuery';

export interface LineChargesSectionInput {
  /** The period shown ('YYYY-MM'); the invoices page keys the section by it. */
  period: string;
}

/** A filter-bar choice (account, product): replaces its own fields, keeps the rest of the query. */
export type LineChargesSectionEvent = { type: 'user.barFilter'; part: Omit<LineChargeFilter, 'text'> };

/** The list's query as it stands (sort and quick filter included), or the first one of the period. */
function currentQuery(self: AnyActorRef, period: string): LineChargesQuery {
  // The walk's path generation resolves actions without running children: no list, no query.
  const list = self.getSnapshot().children?.list as ActorRefFrom<typeof lineChargesMachine> | undefined;
  return list?.getSnapshot().context.query ?? firstLineChargesQuery(period);
}

/**
 * The invoices page's "Hat bazında" section of one period as one chart: the lines (server-paged)
 * and the period's products (the filter bar's choices) run as children; a choice in the filter
 * bar becomes the list's new query, its other parts (sort, quick filter, period) kept.
 */
export const lineChargesSectionMachine = setup({
  types: {
    context: {} as LineChargesSectionInput,
    input: {} as LineChargesSectionInput,
    events: {} as LineChargesSectionEvent,
    children: {} as { list: 'list'; products: 'products' },
  },
  actors: { list: lineChargesMachine, products: invoiceProductsMachine },
}).createMachine({
  id: 'lineChargesSection',
  context: ({ input }) => ({ period: input.period }),
  entry: [
    spawnChild('list', {
      id: 'list',
      input: ({ context }) => ({
        query: firstLineChargesQuery(context.period),
        pageSize: LINE_CHARGES_PAGE_SIZE,
      }),
    }),
    spawnChild('products', { id: 'products', input: ({ context }) => context.period }),
  ],
  on: {
    'user.barFilter': {
      description: 'An account or a product chosen: the list asks again from the start with it.',
      actions: sendTo('list', ({ context, event, self }) => {
        const latest = currentQuery(self, context.period);
        return {
          type: 'user.query',
          // The period stays: a choice of the bar never moves the list to another period.
          query: {
            ...latest,
            filter: compactFilter({ ...latest.filter, ...event.part, period: context.period }),
          },
        };
      }),
    },
  },
});

export type LineChargesSectionRef = ActorRefFrom<typeof lineChargesSectionMachine>;
