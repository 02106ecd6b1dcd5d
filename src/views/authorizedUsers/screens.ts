import type { ScreenLoaders } from '../../lib/routes';

/** The persons with one person's permissions (?kisi=<id>), and the company's permission overview. */
export const screens: ScreenLoaders = {
  '/update-authorized-user-info': () => import('./AuthorizedUsersView'),
  '/cips-permission': () => import('./PermissionOverviewView'),
};
