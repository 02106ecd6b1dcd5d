import { defineServerFeature } from '../feature';
import { lineUserHandlers } from './handlers';
import { lineUserSchemaStatements } from './schema';
import { seedLineUsers } from './seed';

/**
 * Line user info: who uses each line, all nine line-user rows. The side menu's skeleton already
 * has `/update-product-user` ("Hat Kullanıcı Bilgileri"), so no menu entry is added here.
 */
export const feature = defineServerFeature({
  name: 'lineUser',
  tables: lineUserSchemaStatements,
  seed: { run: seedLineUsers },
  handlers: lineUserHandlers,
});
