/**
 * The header search box (spec §7): what a hit or a remembered search is, the box's first list and
 * its answers, and the saved searches. Finding every object from the box is ./types.ts (issue 40).
 */
import * as v from 'valibot';
import { num, oneOf, optionalText, text } from '../contract/fields';

/**
 * What a search hit or a remembered search is: a menu screen, or one of the company's objects
 * (src/api/search/types.ts finds them all from one box, issue 40).
 */
export const SEARCH_ITEM_KINDS = [
  'MENU',
  'LINE',
  'ORDER',
  'REQUEST',
  'INVOICE',
  'CONTRACT',
  'PERSON',
] as const;
export type SearchItemKind = (typeof SEARCH_ITEM_KINDS)[number];

/** One search hit or remembered search, opened at its `url`. */
export const SearchItem = v.object({
  /** Remembered searches only: the id they are deleted by. */
  id: v.optional(v.number()),
  kind: v.picklist(SEARCH_ITEM_KINDS),
  title: v.string(),
  subtitle: v.optional(v.string()),
  url: v.string(),
});
export type SearchItem = v.InferOutput<typeof SearchItem>;

export const SearchGroup = v.object({
  type: v.picklist(['previousList', 'popular']),
  title: v.string(),
  items: v.array(SearchItem),
});
export type SearchGroup = v.InferOutput<typeof SearchGroup>;

/** `search` with an empty searchText answers the initial list, otherwise the results. */
export const SearchInitialContent = v.object({ initialList: v.array(SearchGroup) });
export type SearchInitialContent = v.InferOutput<typeof SearchInitialContent>;
export const SearchResultsContent = v.object({ searchResults: v.array(SearchItem) });
export type SearchResultsContent = v.InferOutput<typeof SearchResultsContent>;
export const SearchContent = v.union([SearchInitialContent, SearchResultsContent]);
export type SearchContent = v.InferOutput<typeof SearchContent>;

/** The longest search text the contract takes; the box stops there and says so. */
export const SEARCH_TEXT_MAX = 100;
export const SearchRequest = v.object({ searchText: optionalText('Arama metni', { max: SEARCH_TEXT_MAX }) });
export type SearchRequest = v.InferInput<typeof SearchRequest>;

/** An opened item, remembered as a recent search. */
export const SearchSaveRequest = v.object({
  title: text('Başlık', { max: 120 }),
  url: text('Adres', {
    max: 300,
    pattern: /^\/[^/]/,
    patternMessage: 'Adres portal içinde bir sayfa olmalıdır.',
  }),
  kind: oneOf('Arama türü', SEARCH_ITEM_KINDS),
});
export type SearchSaveRequest = v.InferInput<typeof SearchSaveRequest>;

export const SavedSearchItem = v.object({ ...SearchItem.entries, id: v.number() });
export type SavedSearchItem = v.InferOutput<typeof SavedSearchItem>;

export const SearchDeleteRequest = v.object({ id: num('Arama kaydı', { integer: true, min: 1 }) });
export type SearchDeleteRequest = v.InferInput<typeof SearchDeleteRequest>;

export const SearchDeleteResult = v.object({ id: v.number(), deleted: v.literal(true) });
export type SearchDeleteResult = v.InferOutput<typeof SearchDeleteResult>;
