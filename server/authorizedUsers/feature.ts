import { defineServerFeature } from '../feature';
import { authorizedUsersHandlers } from './handlers';
import { seedAuthorizedUsers } from './seed';

/**
 * Authorized users and per-operation permissions: the four rows of the catalogue. The side
 * menu's skeleton has the persons' page, which links to the overview (/cips-permission).
 */
export const feature = defineServerFeature({
  name: 'authorizedUsers',
  seed: { run: seedAuthorizedUsers },
  handlers: authorizedUsersHandlers,
});
