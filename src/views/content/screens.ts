import type { RouteDeclarations } from '../../lib/routeTable';

/**
 * Content pages by name, the terms of use and the open-source list; the logged-out pages
 * (/terms-of-use-agreement, /open-source-documents) render only while nobody is signed in.
 */
export const routes: RouteDeclarations = [
  { path: '/p/:page', title: 'Bilgi Sayfası', view: () => import('./PageContentView') },
  { path: '/csi/:page', title: 'Müşteri Bilgi Sayfası', view: () => import('./ManagerPageView') },
  { path: '/terms-of-use', title: 'Kullanım Koşulları', view: () => import('./TermsOfUseView') },
  {
    path: '/terms-of-use-agreement',
    access: 'loggedOutOnly',
    title: 'Kullanım Koşulları Sözleşmesi',
    view: () => import('./TermsAgreementView'),
  },
  { path: '/open-source', title: 'Açık Kaynak Lisansları', view: () => import('./OpenSourceView') },
  {
    path: '/open-source-documents',
    access: 'loggedOutOnly',
    title: 'Açık Kaynak Belgeleri',
    view: () => import('./OpenSourceDocumentsView'),
  },
];
