import { defineServerFeature } from '../feature';
import { searchHandlers } from './handlers';
import { searchSchemaStatements } from './schema';
import { seedSearchHistory } from './seed';

/** The header search: menu screens and the company's lines, and each person's recent searches. */
export const feature = defineServerFeature({
  name: 'search',
  tables: searchSchemaStatements,
  seed: { run: seedSearchHistory },
  handlers: searchHandlers,
});
