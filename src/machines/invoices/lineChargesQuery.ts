/** The by-line list's query: the filter bar and quick filter, and the sort (the period is the list's own). */
import type { LineChargeFilter, LineChargeSort } from '../../api/invoicesTypes';
import type { ListQuery } from '../shared/pagedList/listQuery';

export type LineChargesQuery = ListQuery<LineChargeFilter, LineChargeSort>;

export const LINE_CHARGES_PAGE_SIZE = 100;

/** The costliest lines first: what a person looks for on an invoice. */
export const FIRST_LINE_CHARGES_QUERY: LineChargesQuery = {
  filter: {},
  sort: { field: 'amountKurus', direction: 'desc' },
};
