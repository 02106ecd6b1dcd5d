/**
 * One page of a list in its order, without sorting the whole list (issue 42). The line lists read
 * every line of the company (10,000 in the benchmark) to filter them with the portal's Turkish and
 * number matching, then showed 20: a full sort with Intl.Collator made ~130,000 comparisons per
 * call. Keeping only the first `offset + limit` costs about one comparison per item when the page
 * is near the start, as it nearly always is. `compare` must be a total order (the lists break ties
 * by number), so the page is exactly the one a full sort gives.
 */

/** Beyond this share of the list a full sort is as cheap as keeping the first ones. */
const KEEP_SHARE = 0.25;

export function sortedPage<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  offset: number,
  limit: number,
): T[] {
  const keep = offset + limit;
  if (keep >= items.length * KEEP_SHARE) return [...items].sort(compare).slice(offset, keep);
  // The first `keep` items in order; a newcomer goes in by binary search and the last falls out.
  const first: T[] = [];
  for (const item of items) {
    if (first.length === keep && compare(item, first[keep - 1] as T) >= 0) continue;
    let low = 0;
    let high = first.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(item, first[mid] as T) < 0) high = mid;
      else low = mid + 1;
    }
    first.splice(low, 0, item);
    if (first.length > keep) first.pop();
  }
  return first.slice(offset);
}
