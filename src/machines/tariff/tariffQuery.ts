/** The GSM table's query: the shared list-query rules over this feature's filter. */
import type { TariffFilter, TariffSort } from '../../api/tariff/types';
import type { ListQuery } from '../shared/pagedList/listQuery';

/** 200 rows fill a tall screen twice over; the next page comes while the person scrolls. */
export const TARIFF_PAGE_SIZE = 200;

export type TariffQuery = ListQuery<TariffFilter, TariffSort>;
export const EMPTY_TARIFF_QUERY: TariffQuery = { filter: {} };
