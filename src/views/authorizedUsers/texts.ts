import {
  AUTHORIZED_PERSON_TYPE_TITLES,
  PERMISSION_LEVEL_TITLES,
  type PermissionLevel,
} from '../../api/authorizedUsers/types';

/** The page of one person's permissions: the list's link and the overview's. */
export const personPath = (userId: number) => `/update-authorized-user-info?kisi=${userId}`;

export const typeTitle = (type: string) => AUTHORIZED_PERSON_TYPE_TITLES[type] ?? type;

export const levelsText = (levels: readonly PermissionLevel[]) =>
  levels.length === 0 ? 'Yetki yok' : levels.map((level) => PERMISSION_LEVEL_TITLES[level]).join(', ');

export const LINK_CLASS =
  'rounded text-brand-800 underline underline-offset-2 hover:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';
