import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { PermissionChangeAnswer, PersonPermissions } from '../../api/authorizedUsersTypes';
import type { SaveInput } from './permissionEditMachine';

/** The permission page's calls: read one person's permissions, save a confirmed change. */
export const permissionEditActors = {
  load: fromPromise<PersonPermissions, { userId: number }>(({ input, signal }) =>
    callEndpoint('authorizedUserPermissions', { body: input }, signal),
  ),
  save: fromPromise<PermissionChangeAnswer, SaveInput>(({ input, signal }) =>
    callEndpoint('authorizedUserPermissionChange', { body: input }, signal),
  ),
};
