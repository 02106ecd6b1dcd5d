/**
 * The line-user list query as pure rules: the quick filter text, the filter bar and the sort
 * each replace their own part and keep the others, so one change never drops another.
 */
import type { LineUserFilter, LineUserSort } from '../../api/lineUser/types';
import type { ListQuery } from '../shared/pagedList/listQuery';

export { hasFilter, withBarFilter, withSort, withText } from '../shared/pagedList/listQuery';

/** 200 rows fill a tall screen twice over; the next page comes while the person scrolls. */
export const LINE_USER_PAGE_SIZE = 200;

export type LineUserQuery = ListQuery<LineUserFilter, LineUserSort>;

/** The filter bar's part of the filter (everything but the quick filter text). */
export type LineUserBarFilter = Omit<LineUserFilter, 'text'>;

export const EMPTY_LINE_USER_QUERY: LineUserQuery = { filter: {} };

/** yyyy-MM-dd of the first day of the month after `today` (a person's local calendar day). */
export function firstOfNextMonth(today: Date): string {
  const year = today.getMonth() === 11 ? today.getFullYear() + 1 : today.getFullYear();
  const month = (today.getMonth() + 1) % 12;
  return `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
