import type { ScreenLoaders } from '../../lib/routes';

/** The public invoice PDF links (spec §2): the operator's copy and the tax authority's (GİB) copy. */
export const screens: ScreenLoaders = {
  '/showinvoicepdf/:secretKey': () => import('./ShowInvoicePdfView'),
  '/showinvoicepdf/gib/:secretKey': () => import('./ShowInvoicePdfView'),
};
