import { defineServerFeature } from '../feature';
import { authorizedUsersHandlers } from './handlers';

/**
 * Authorized users and per-operation permissions: the four rows of the catalogue. The persons
 * and their grants are the core's (server/db/persons.ts), since every feature's seed names them. The side
 * menu's skeleton has the persons' page, which links to the overview (/cips-permission).
 */
export const feature = defineServerFeature({
  name: 'authorizedUsers',
  handlers: authorizedUsersHandlers,
});
