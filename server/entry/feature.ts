import { defineServerFeature } from '../feature';
import { entryHandlers } from './handlers';
import { expireSeamlessTokensHook, seamlessTokenHook } from './hooks';
import { entrySchemaStatements } from './schema';

/**
 * Ways into the portal besides the login form: seamless-login tokens of other operator channels,
 * the test-mode fake login, and the landing's component info. The login rows themselves stay in
 * server/handlers/session.ts.
 */
export const feature = defineServerFeature({
  name: 'entry',
  tables: entrySchemaStatements,
  handlers: entryHandlers,
  testHooks: { seamlessToken: seamlessTokenHook, expireSeamlessTokens: expireSeamlessTokensHook },
});
