/**
 * The by-line list's query: the filter (the period it is of, the filter bar, the quick filter)
 * and the sort. The period is a filter the person never clears: it rides in the query so one
 * list machine, with one loader, serves every period.
 */
import type { LineChargeFilter, LineChargeSort } from '../../api/invoices/types';
import type { ListQuery } from '../shared/pagedList/listQuery';

export type LineChargesFilter = LineChargeFilter & { period: string };
export type LineChargesQuery = ListQuery<LineChargesFilter, LineChargeSort>;

export const LINE_CHARGES_PAGE_SIZE = 100;

/** The costliest lines of the period first: what a person looks for on an invoice. */
export const firstLineChargesQuery = (period: string): LineChargesQuery => ({
  filter: { period },
  sort: { field: 'amountKurus', direction: 'desc' },
});

/** The row's request parts of a query: the period on its own, the rest as the row's filter. */
export function lineChargesRequest({ filter: { period, ...filter }, sort }: LineChargesQuery) {
  return { period, filter, ...(sort ? { sort } : {}) };
}
