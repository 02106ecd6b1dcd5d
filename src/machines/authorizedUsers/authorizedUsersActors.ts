import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { PermissionChangeAnswer, PersonPermissions } from '../../api/authorizedUsers/types';
import type { PermissionDraft } from './permissionRules';

export interface SaveInput extends PermissionDraft {
  userId: number;
  transactionId: string;
}

/** The permission page's calls: read one person's permissions, save a confirmed change. */
export const permissionEditActors = {
  /** The permissions and, beside them, the person's companies with their details (one load). */
  load: fromPromise<PersonPermissions, { userId: number }>(async ({ input, signal }) => {
    const [person, { companies }] = await Promise.all([
      callEndpoint('authorizedUserPermissions', { body: input }, signal),
      callEndpoint('authorizedUserCompanies', { query: { userId: String(input.userId) } }, signal),
    ]);
    return { ...person, companies };
  }),
  save: fromPromise<PermissionChangeAnswer, SaveInput>(({ input, signal }) =>
    callEndpoint('authorizedUserPermissionChange', { body: input }, signal),
  ),
};
