/**
 * The permission overview (/cips-permission): one row per person and a level per operation
 * group, and its filter (person, group, level). Pure, so the machine and the export agree.
 */
import {
  type AuthorizedPerson,
  highestLevel,
  PERMISSION_GROUPS,
  type PermissionGroupId,
  type PermissionLevel,
} from '../../api/authorizedUsers/types';

export interface OverviewRow {
  userId: number;
  fullName: string;
  authorizedPersonType: string;
  fullAuthority: boolean;
  levels: Record<PermissionGroupId, PermissionLevel | null>;
}

export interface OverviewFilter {
  name: string;
  group: PermissionGroupId | '';
  /** With a group: that group's level; without: any group at that level. 'none' = no level. */
  level: PermissionLevel | 'none' | '';
}

export const EMPTY_OVERVIEW_FILTER: OverviewFilter = { name: '', group: '', level: '' };

export function overviewRows(persons: readonly AuthorizedPerson[]): OverviewRow[] {
  return persons.map((person) => {
    const byGroup = new Map(person.permissions.map((entry) => [entry.group, entry]));
    const levels = Object.fromEntries(
      PERMISSION_GROUPS.map(({ id }) => {
        const entry = byGroup.get(id);
        return [id, person.fullAuthority ? 'approve' : entry ? highestLevel(entry) : null];
      }),
    ) as OverviewRow['levels'];
    return {
      userId: person.userId,
      fullName: person.fullName,
      authorizedPersonType: person.authorizedPersonType,
      fullAuthority: person.fullAuthority,
      levels,
    };
  });
}

const folded = (text: string) => text.toLocaleLowerCase('tr');

export function filterOverview(rows: readonly OverviewRow[], filter: OverviewFilter): OverviewRow[] {
  const name = folded(filter.name.trim());
  const wanted = filter.level === 'none' ? null : filter.level;
  const groups = filter.group ? [filter.group] : PERMISSION_GROUPS.map((g) => g.id);
  return rows.filter(
    (row) =>
      (!name || folded(row.fullName).includes(name)) &&
      (filter.level === '' ? true : groups.some((group) => row.levels[group] === wanted)),
  );
}
