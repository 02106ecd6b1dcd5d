import { feature } from '../contract/define';
import {
  SavedSearchItem,
  SearchContent,
  SearchDeleteRequest,
  SearchDeleteResult,
  SearchRequest,
  SearchSaveRequest,
} from './headerTypes';
import { SearchEverythingContent, SearchEverythingRequest } from './types';

const { post, rows } = feature('search');

/**
 * The search box keeps initialList, deletedSearchItem and savedSearchItem in its own state and
 * renders an empty result itself, so a failure must not raise a notification over the page.
 */
export const searchRows = rows({
  search: post(
    '/ccsirest/search/query.json',
    { body: SearchRequest, response: SearchContent },
    { access: 'read', errorMode: 'ignore' },
  ),
  /** Issue 40: every kind of the company's objects and the screens, grouped, for a typed text. */
  searchEverything: post(
    '/ccsirest/search/everything.json',
    { body: SearchEverythingRequest, response: SearchEverythingContent },
    { access: 'read', errorMode: 'ignore' },
  ),
  searchDelete: post(
    '/ccsirest/search/delete.json',
    { body: SearchDeleteRequest, response: SearchDeleteResult },
    { access: 'write', errorMode: 'ignore' },
  ),
  searchSave: post(
    '/ccsirest/search/save.json',
    { body: SearchSaveRequest, response: SavedSearchItem },
    { access: 'write', errorMode: 'ignore' },
  ),
});

type Rows = typeof searchRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
