import type { ScreenLoaders } from '../../lib/routes';

/** The entries from outside of spec §2: a page named by a link, a seamless-login token. */
export const screens: ScreenLoaders = {
  '/ext': () => import('./ExternalEntryView'),
  '/seamless-login': () => import('./SeamlessLoginView'),
};
