import { defineServerFeature } from '../feature';
import { searchHandlers } from './handlers';
import { searchIndexStatements } from './indexSchema';
import { searchSchemaStatements } from './schema';
import { seedSearchHistory } from './seed';

/**
 * The header search: menu screens and every object of the company (issue 40, an FTS5 index kept by
 * triggers), and each person's recent searches. Its triggers need the contracts table first.
 */
export const feature = defineServerFeature({
  name: 'search',
  tables: [...searchSchemaStatements, ...searchIndexStatements],
  seed: { after: ['contracts'], run: seedSearchHistory },
  handlers: searchHandlers,
});
