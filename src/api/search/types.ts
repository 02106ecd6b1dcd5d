/**
 * Search everything from one box (issue 40): the company's lines, orders and requests, invoices,
 * contracts and persons, and the portal's screens, in groups by kind with each kind's count.
 */
import * as v from 'valibot';
import { text } from '../contract/fields';
import { SEARCH_ITEM_KINDS, SEARCH_TEXT_MAX, SearchItem } from './headerTypes';

/** One letter or digit finds half the company; two is where a search starts to mean something. */
export const SEARCH_EVERYTHING_MIN = 2;

export const SearchEverythingRequest = v.object({
  searchText: text('Arama metni', { min: SEARCH_EVERYTHING_MIN, max: SEARCH_TEXT_MAX }),
});
export type SearchEverythingRequest = v.InferInput<typeof SearchEverythingRequest>;

/** One kind's hits: the first few, and how many there are in all. */
export const SearchHitGroup = v.object({
  kind: v.picklist(SEARCH_ITEM_KINDS),
  /** The group's Turkish heading ("Hatlar", "Siparişler"…). */
  title: v.string(),
  count: v.number(),
  items: v.array(SearchItem),
});
export type SearchHitGroup = v.InferOutput<typeof SearchHitGroup>;

/** Groups in a fixed order (screens first), only kinds with a hit. */
export const SearchEverythingContent = v.object({ groups: v.array(SearchHitGroup) });
export type SearchEverythingContent = v.InferOutput<typeof SearchEverythingContent>;

/** Each kind's heading, in the order the groups are shown. */
export const SEARCH_GROUP_TITLES: Record<(typeof SEARCH_ITEM_KINDS)[number], string> = {
  MENU: 'Ekranlar',
  LINE: 'Hatlar',
  ORDER: 'Siparişler',
  REQUEST: 'Talepler',
  INVOICE: 'Faturalar',
  CONTRACT: 'Sözleşmeler',
  PERSON: 'Kişiler',
};
