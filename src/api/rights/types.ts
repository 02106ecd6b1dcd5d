/**
 * The signed-in person's own rights (issue 37). Only valibot here: the rights are the first call of
 * a page opened afresh, so their rows file must not pull other schemas in ahead of the page's own.
 */
import * as v from 'valibot';

/** One operation group's three levels (src/api/authorizedUsers/types.ts PERMISSION_GROUPS). */
export const GroupLevels = v.object({
  read: v.boolean(),
  request: v.boolean(),
  approve: v.boolean(),
});
export type GroupLevels = v.InferOutput<typeof GroupLevels>;

/**
 * The person's rights in the session's company: what the menu, the pages and the actions read
 * before any attempt. The sandbox answers every group of PERMISSION_GROUPS; full authority sets
 * every level.
 */
export const PersonRights = v.object({
  fullAuthority: v.boolean(),
  groups: v.record(v.string(), GroupLevels),
});
export type PersonRights = v.InferOutput<typeof PersonRights>;
