/** The usage-abroad list's query: the shared list-query rules over this feature's filter. */
import type { AbroadFilter, AbroadService, AbroadSort } from '../../api/abroad/types';
import type { ListQuery } from '../shared/pagedList/listQuery';

/** 200 rows fill a tall screen twice over; the next page comes while the person scrolls. */
export const ABROAD_PAGE_SIZE = 200;

export type AbroadQuery = ListQuery<AbroadFilter, AbroadSort>;
export type AbroadBarFilter = Omit<AbroadFilter, 'text'>;

export const EMPTY_ABROAD_QUERY: AbroadQuery = { filter: {} };

/** Which line field holds each service's state (the filter and the list use the same key). */
export const SERVICE_FLAG: Record<AbroadService, 'roaming' | 'callAbroad'> = {
  ROAMING: 'roaming',
  CALL_ABROAD: 'callAbroad',
};

/** Where each service's list hands a checked change over (the confirm page's path). */
export const ABROAD_CONFIRM_PATH: Record<AbroadService, string> = {
  ROAMING: '/roaming-confirm',
  CALL_ABROAD: '/international-call-confirm',
};
