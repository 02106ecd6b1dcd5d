import { feature } from './define';

const { post } = feature('search');

/**
 * The search box keeps initialList, deletedSearchItem and savedSearchItem in its own state and
 * renders an empty result itself, so a failure must not raise a notification over the page.
 */
export const searchEndpoints = [
  post('search', '/ccsirest/search/query.json', { errorMode: 'ignore' }),
  post('searchDelete', '/ccsirest/search/delete.json', { errorMode: 'ignore' }),
  post('searchSave', '/ccsirest/search/save.json', { errorMode: 'ignore' }),
] as const;
