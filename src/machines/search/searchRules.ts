import type { SearchGroup, SearchItem } from '../../api/search/headerTypes';
import { SEARCH_EVERYTHING_MIN } from '../../api/search/types';

/** Spec §3: a deleted item is removed by id from the previousList group of the initial list. */
export function withoutPrevious(list: SearchGroup[], id: number): SearchGroup[] {
  return list.map((group) =>
    group.type === 'previousList' ? { ...group, items: group.items.filter((item) => item.id !== id) } : group,
  );
}

/** A saved item moves to the top of previousList (the server keeps one entry per address). */
export function withPrevious(list: SearchGroup[], saved: SearchItem): SearchGroup[] {
  return list.map((group) =>
    group.type === 'previousList'
      ? { ...group, items: [saved, ...group.items.filter((item) => item.url !== saved.url)] }
      : group,
  );
}

export const isBlank = (text: string) => text.trim() === '';

/** Shorter than the search row takes (SEARCH_EVERYTHING_MIN) but not blank. */
export const isTooShort = (text: string) => !isBlank(text) && text.trim().length < SEARCH_EVERYTHING_MIN;
