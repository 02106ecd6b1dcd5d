import { lazyScreen } from './lazyScreen';

/**
 * The logged-in shell (Headless UI menus, floating-ui) is its own chunk, so the login page does
 * not pay for it (issue 7 entry budget).
 */
export const portalLayout = lazyScreen(async () => {
  const { PortalLayout } = await import('./shell/PortalLayout');
  return { default: PortalLayout };
});

/** Every screen is its own chunk (spec §8 chunk handling, issue budgets). */
export const screens = {
  login: lazyScreen(() => import('../views/login/LoginView')),
  terms: lazyScreen(() => import('../views/terms/TermsView')),
  corporateSelection: lazyScreen(() => import('../views/corporate/CorporateSelectionView')),
  dashboard: lazyScreen(() => import('../views/dashboard/DashboardView')),
  customerRepresentative: lazyScreen(
    () => import('../views/customerRepresentative/CustomerRepresentativeView'),
  ),
  notAvailable: lazyScreen(() => import('../views/system/NotAvailableView')),
  notFound: lazyScreen(() => import('../views/system/NotFoundView')),
  /** The flow atlas (issue 5): its own chunk with dagre; public, shown when the atlas is on. */
  atlas: lazyScreen(() => import('../views/atlas/AtlasView')),
  myOrders: lazyScreen(() => import('../views/orders/MyOrdersView')),
  orderDetail: lazyScreen(() => import('../views/orders/OrderDetailView')),
  contracts: lazyScreen(() => import('../views/contracts/ContractsView')),
  newLine: lazyScreen(() => import('../views/newLine/NewLineView')),
  pendingRequests: lazyScreen(() => import('../views/approvals/PendingRequestsView')),
  setDocument: lazyScreen(() => import('../views/documents/SetDocumentView')),
  orderDocument: lazyScreen(() => import('../views/documents/OrderDocumentView')),
};

/** Routes of spec §2 whose screens exist; every other route shows the "not available yet" page. */
export const BUILT_SCREENS: Readonly<Record<string, keyof typeof screens>> = {
  '/dashboard': 'dashboard',
  '/terms-approved': 'terms',
  '/corporate-selection': 'corporateSelection',
  '/customer-representative': 'customerRepresentative',
  '/my-orders': 'myOrders',
  '/my-orders/:orderNo': 'orderDetail',
  '/contracts': 'contracts',
  '/new-line/*': 'newLine',
  '/pending-requests': 'pendingRequests',
  '/set-document': 'setDocument',
  '/order-document': 'orderDocument',
};
