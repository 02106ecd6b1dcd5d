import { defineServerFeature } from '../feature';
import { contentHandlers } from './handlers';
import { contentSchemaStatements } from './schema';
import { seedContentPages } from './seed';

/** Content pages (issue 21): /p/{page}, /csi/{page} and the terms of use, HTML by name. */
export const feature = defineServerFeature({
  name: 'content',
  tables: contentSchemaStatements,
  seed: { run: seedContentPages },
  handlers: contentHandlers,
});
