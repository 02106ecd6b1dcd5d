import type { ScreenLoaders } from '../../lib/routes';

/**
 * Content pages by name, the terms of use and the open-source list; the logged-out pages
 * (/terms-of-use-agreement, /open-source-documents) render only while nobody is signed in.
 */
export const screens: ScreenLoaders = {
  '/p/:page': () => import('./PageContentView'),
  '/csi/:page': () => import('./ManagerPageView'),
  '/terms-of-use': () => import('./TermsOfUseView'),
  '/terms-of-use-agreement': () => import('./TermsAgreementView'),
  '/open-source': () => import('./OpenSourceView'),
  '/open-source-documents': () => import('./OpenSourceDocumentsView'),
};
