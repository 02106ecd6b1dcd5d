/**
 * The line-user list query as pure rules: the quick filter text, the filter bar and the sort
 * each replace their own part and keep the others, so one change never drops another.
 */
import type { LineUserFilter, LineUserSort } from '../../api/lineUserTypes';

/** 200 rows fill a tall screen twice over; the next page comes while the person scrolls. */
export const LINE_USER_PAGE_SIZE = 200;

export interface LineUserQuery {
  sort?: LineUserSort;
  filter: LineUserFilter;
}

/** The filter bar's part of the filter (everything but the quick filter text). */
export type LineUserBarFilter = Omit<LineUserFilter, 'text'>;

export const EMPTY_LINE_USER_QUERY: LineUserQuery = { filter: {} };

/** Drops empty texts and unset choices: an empty filter field is no filter. */
function compact(filter: LineUserFilter): LineUserFilter {
  const out: LineUserFilter = {};
  for (const [key, value] of Object.entries(filter) as [keyof LineUserFilter, unknown][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    (out as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** The quick filter (number or user name) as the list machine's `applyFilter`. */
export function withText(query: LineUserQuery, text: string): LineUserQuery {
  return { ...query, filter: compact({ ...query.filter, text }) };
}

/** New filter-bar choices; the quick filter text stays. */
export function withBarFilter(query: LineUserQuery, bar: LineUserBarFilter): LineUserQuery {
  return { ...query, filter: compact({ ...bar, text: query.filter.text }) };
}

export function withSort(query: LineUserQuery, sort: LineUserSort | undefined): LineUserQuery {
  const { sort: _old, ...rest } = query;
  return sort ? { ...rest, sort } : rest;
}

export function hasFilter(filter: LineUserFilter): boolean {
  return Object.keys(compact(filter)).length > 0;
}

/** yyyy-MM-dd of the first day of the month after `today` (a person's local calendar day). */
export function firstOfNextMonth(today: Date): string {
  const year = today.getMonth() === 11 ? today.getFullYear() + 1 : today.getFullYear();
  const month = (today.getMonth() + 1) % 12;
  return `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
