/**
 * A server list's query as pure rules, for any list whose filter has a quick-filter `text`: the
 * quick filter text, the filter bar and the sort each replace their own part and keep the
 * others, so one change never drops another.
 */

export interface ListQuery<TFilter extends { text?: string | undefined }, TSort> {
  sort?: TSort;
  filter: TFilter;
}

/** Drops empty texts and unset choices: an empty filter field is no filter. */
export function compactFilter<TFilter extends object>(filter: TFilter): TFilter {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as TFilter;
}

/** The quick filter (number or user name) as the list machine's `applyFilter`. */
export function withText<TFilter extends { text?: string | undefined }, TSort>(
  query: ListQuery<TFilter, TSort>,
  text: string,
): ListQuery<TFilter, TSort> {
  return { ...query, filter: compactFilter({ ...query.filter, text }) };
}

/** New filter-bar choices; the quick filter text stays. */
export function withBarFilter<TFilter extends { text?: string | undefined }, TSort>(
  query: ListQuery<TFilter, TSort>,
  bar: Omit<TFilter, 'text'>,
): ListQuery<TFilter, TSort> {
  return { ...query, filter: compactFilter({ ...bar, text: query.filter.text } as TFilter) };
}

export function withSort<TFilter extends { text?: string | undefined }, TSort>(
  query: ListQuery<TFilter, TSort>,
  sort: TSort | undefined,
): ListQuery<TFilter, TSort> {
  const { sort: _old, ...rest } = query;
  return sort ? { ...rest, sort } : rest;
}

export function hasFilter(filter: object): boolean {
  return Object.keys(compactFilter(filter)).length > 0;
}
