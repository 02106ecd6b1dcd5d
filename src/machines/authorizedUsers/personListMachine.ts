import type { ActorRefFrom } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { AuthorizedUserList, AuthorizedUserListQuery } from '../../api/authorizedUsers/types';
import { createRequestMachine } from '../shared/requestMachine';

export const ALL_PERSONS: AuthorizedUserListQuery = { authFilter: 'ALL', name: '' };

/** The company's authorized persons, filtered by type and name on the server (authFilter). */
export const personListMachine = createRequestMachine<AuthorizedUserList, AuthorizedUserListQuery>(
  'authorizedUserList',
  (query, signal) => callEndpoint('authorizedUserList', { query }, signal),
);

export type PersonListRef = ActorRefFrom<typeof personListMachine>;
