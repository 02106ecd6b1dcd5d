import { defineServerFeature } from '../feature';
import { secureInternetHandlers } from './handlers';
import { secureInternetSchemaStatements } from './schema';
import { seedSecureInternet } from './seed';

/**
 * Secure internet: each line's content-filter profile, the profile types, the announcement,
 * saving a profile for chosen lines and the history. The side menu's skeleton already has
 * `/secure-internet` ("Güvenli İnternet"), so no menu entry is added here.
 */
export const feature = defineServerFeature({
  name: 'secureInternet',
  tables: secureInternetSchemaStatements,
  // After line users: its bulk benchmark lines get a profile too.
  seed: { after: ['lineUser'], run: seedSecureInternet },
  handlers: secureInternetHandlers,
});
