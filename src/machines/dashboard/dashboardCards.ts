import type { CardFlag, DashboardFlags } from './dashboardFlags';

/**
 * The boxes of the dashboard (spec §3 and the extra calls of §7): which catalogue row feeds each,
 * which status flag switches it (none: shown whenever the dashboard is not switched off) and
 * which screen its title opens: the screen where the person acts on what the box counts, or none
 * when the box is complete in itself (an announcement, exchange rates; issue 39: they opened call
 * detail and international calls). The figures themselves are laid out by the view.
 */
export const DASHBOARD_CARDS = [
  {
    id: 'unpaidInvoices',
    row: 'dashboardUnpaidInvoices',
    flag: 'dashboardUnpaidInvoiceCountCardActive',
    to: '/invoices',
  },
  {
    id: 'roaming',
    row: 'dashboardRoamingStats',
    flag: 'dashboardRoamingOnOffCountCardActive',
    to: '/roaming',
  },
  { id: 'gsmTransactions', row: 'dashboardGsmTransactions', flag: null, to: '/update-product-user' },
  {
    id: 'closeToEndPackages',
    row: 'dashboardCloseToEndPackages',
    flag: 'dashboardCloseToEndPackageCountCardActive',
    // The active packages, narrowed to those ending within the week: exactly the lines counted.
    to: '/additional-package-cancellation?bitis=7',
  },
  {
    id: 'mobilePayment',
    row: 'dashboardMobilePaymentOrders',
    flag: 'dashboardMobilePaymentSubscriberCountCardActive',
    to: '/update-product-user',
  },
  // Both contract boxes open the re-contract list narrowed to the lines they count.
  {
    id: 'outOfContract',
    row: 'dashboardReContractCount',
    flag: null,
    to: '/recontracts?commitmentStatus=ENDED',
  },
  {
    id: 'invoicePaymentOrders',
    row: 'dashboardInvoicePaymentOrders',
    flag: 'dashboardInvoicePaymentOrderCountCardActive',
    to: '/invoices',
  },
  {
    id: 'approvalProcesses',
    row: 'dashboardApprovalProcesses',
    flag: 'dashboardApprovalPendingCardActive',
    to: '/pending-requests',
  },
  {
    id: 'billingInformation',
    row: 'dashboardBillingInformation',
    flag: 'dashboardInvoiceInfoCardActive',
    to: '/invoices',
  },
  {
    id: 'productTypes',
    row: 'dashboardProductTypeCounts',
    flag: 'dashboardProductTypeCountCardActive',
    to: '/update-product-user',
  },
  {
    id: 'closeToEndContracts',
    row: 'dashboardCloseToEndContracts',
    flag: 'dashboardCloseToEndContractCountCardActive',
    to: '/recontracts?commitmentStatus=ENDING',
  },
  { id: 'firstLoginGift', row: 'dashboardFirstLoginGift', flag: null, to: '/additional-package' },
  { id: 'cmsParameter', row: 'dashboardCmsParameter', flag: null, to: null },
  // The campaigns' own content page (server/content/pages.ts).
  { id: 'banner', row: 'banner', flag: null, to: '/p/kampanyalar' },
  { id: 'exchangeRates', row: 'exchangeRates', flag: null, to: null },
] as const satisfies readonly { id: string; row: string; flag: CardFlag | null; to: string | null }[];

export type CardId = (typeof DASHBOARD_CARDS)[number]['id'];

/** The catalogue rows that feed a box: a union of literal row names, so each call is typed. */
export type CardRow = (typeof DASHBOARD_CARDS)[number]['row'];

export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/**
 * Whether a box shows: its status flag when it has one; a box without a flag follows the
 * dashboard (shown until the status answers, and while it is active or its status unknown).
 */
export function isCardShown(card: DashboardCard, flags: DashboardFlags): boolean {
  return card.flag ? flags[card.flag] : flags.init || flags.dashboardActive;
}
