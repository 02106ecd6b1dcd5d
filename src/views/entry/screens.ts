import type { RouteDeclarations } from '../../lib/routeTable';

/** The entries from outside of spec §2: a page named by a link, a seamless-login token. */
export const routes: RouteDeclarations = [
  {
    path: '/ext',
    access: 'public',
    title: 'Dış Bağlantı ile Giriş',
    view: () => import('./ExternalEntryView'),
  },
  {
    path: '/seamless-login',
    access: 'public',
    title: 'Kesintisiz Giriş',
    view: () => import('./SeamlessLoginView'),
  },
];
