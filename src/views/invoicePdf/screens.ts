import type { RouteDeclarations } from '../../lib/routeTable';

/** The public invoice PDF links (spec §2): the operator's copy and the tax authority's (GİB) copy. */
export const routes: RouteDeclarations = [
  {
    path: '/showinvoicepdf/:secretKey',
    access: 'public',
    title: 'Fatura PDF',
    view: () => import('./ShowInvoicePdfView'),
  },
  {
    path: '/showinvoicepdf/gib/:secretKey',
    access: 'public',
    title: 'e-Fatura PDF (GİB)',
    view: () => import('./ShowInvoicePdfView'),
  },
];
