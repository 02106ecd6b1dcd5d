/**
 * What a change of a person's permissions does, as pure functions the machine and the views
 * share: ticking a level (request and approve include reading; no reading leaves nothing), and
 * the list of changes the summary shows before the SMS code.
 */
import {
  type GroupPermission,
  PERMISSION_GROUPS,
  PERMISSION_LEVELS,
  type PermissionLevel,
} from '../../api/authorizedUsers/types';

export interface PermissionDraft {
  fullAuthority: boolean;
  permissions: GroupPermission[];
}

/** One group whose levels change (an empty list: no level). */
export interface GroupChange {
  group: GroupPermission['group'];
  title: string;
  from: PermissionLevel[];
  to: PermissionLevel[];
}

export interface DraftChanges {
  fullAuthority: { from: boolean; to: boolean } | null;
  groups: GroupChange[];
}

/** Sets one level of one group, keeping the levels consistent. */
export function setLevel(
  permissions: GroupPermission[],
  group: string,
  level: PermissionLevel,
  on: boolean,
): GroupPermission[] {
  return permissions.map((entry) => {
    if (entry.group !== group) return entry;
    if (level === 'read')
      return on ? { ...entry, read: true } : { ...entry, read: false, request: false, approve: false };
    return { ...entry, [level]: on, read: on ? true : entry.read };
  });
}

const sameEntry = (a: GroupPermission, b: GroupPermission | undefined) =>
  !!b && a.read === b.read && a.request === b.request && a.approve === b.approve;

/** What the draft changes against what is saved; with full authority kept, the grid does not count. */
export function draftChanges(saved: PermissionDraft, draft: PermissionDraft): DraftChanges {
  const fullAuthority =
    saved.fullAuthority === draft.fullAuthority
      ? null
      : { from: saved.fullAuthority, to: draft.fullAuthority };
  if (draft.fullAuthority) return { fullAuthority, groups: [] };
  const drafted = new Map(draft.permissions.map((entry) => [entry.group, entry]));
  const groups = saved.permissions
    .filter((entry) => !sameEntry(entry, drafted.get(entry.group)))
    .map((entry) => {
      const next = drafted.get(entry.group) ?? entry;
      return {
        group: entry.group,
        title: groupTitle(entry.group),
        from: levelsOf(entry),
        to: levelsOf(next),
      };
    });
  return { fullAuthority, groups };
}

export const hasChanges = (changes: DraftChanges) =>
  changes.fullAuthority !== null || changes.groups.length > 0;

export function groupTitle(group: string): string {
  return PERMISSION_GROUPS.find((entry) => entry.id === group)?.title ?? group;
}

export const levelsOf = (entry: GroupPermission): PermissionLevel[] =>
  PERMISSION_LEVELS.filter((level) => entry[level]);
