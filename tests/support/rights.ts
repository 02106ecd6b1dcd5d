/** Rights as the personRights row answers them, for machine and model tests (issue 37). */
import {
  PERMISSION_GROUP_IDS,
  type PermissionGroupId,
  type PersonRights,
} from '../../src/api/authorizedUsers/types';

/** A person with full authority: every level of every group. */
export const FULL_RIGHTS: PersonRights = {
  fullAuthority: true,
  groups: Object.fromEntries(
    PERMISSION_GROUP_IDS.map((id) => [id, { read: true, request: true, approve: true }]),
  ) as PersonRights['groups'],
};

/** A person who sees every group and may not request or approve in `groups`. */
export function withoutRequest(...groups: PermissionGroupId[]): PersonRights {
  return {
    fullAuthority: false,
    groups: Object.fromEntries(
      PERMISSION_GROUP_IDS.map((id) => [
        id,
        { read: true, request: !groups.includes(id), approve: !groups.includes(id) },
      ]),
    ) as PersonRights['groups'],
  };
}
