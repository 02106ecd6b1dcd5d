import { feature } from './define';

const { post, get } = feature('dashboard');

/**
 * Every dashboard card loads on its own and hides or shows a placeholder when its call fails
 * (spec §3 card flags), so one broken box must never cover the page with a notification.
 */
const card = { errorMode: 'ignore' } as const;

export const dashboardEndpoints = [
  post('dashboardStatus', '/ccsirest/dashboard/status.json', card),
  post('dashboardUnpaidInvoices', '/ccsirest/dashboard/unpaid-invoices.json', card),
  post('dashboardGsmTransactions', '/ccsirest/dashboard/gsm-transactions.json', card),
  post('dashboardCloseToEndPackages', '/ccsirest/dashboard/close-to-end-packages.json', card),
  post('dashboardMobilePaymentOrders', '/ccsirest/dashboard/mobile-payment-orders.json', card),
  post('dashboardInvoicePaymentOrders', '/ccsirest/dashboard/invoice-payment-orders.json', card),
  post('dashboardApprovalProcesses', '/ccsirest/dashboard/approval-processes.json', card),
  post('dashboardBillingInformation', '/ccsirest/dashboard/billing-information.json', card),
  post('dashboardFirstLoginGift', '/ccsirest/dashboard/first-login-gift.json', card),
  post('dashboardCmsParameter', '/ccsirest/dashboard/cms-parameter.json', card),
  // Spec §3 has flags for these two boxes but §7 names no call; they follow the older family.
  post('dashboardProductTypeCounts', '/ccsirest/dashboard/product-type-counts.json', card),
  post('dashboardCloseToEndContracts', '/ccsirest/dashboard/close-to-end-contracts.json', card),
  // The international GSM and out-of-contract cards read the newer family (spec §7 GET list).
  get('dashboardRoamingStats', '/dc_ccsi/v1/roaming/stats', card),
  get('dashboardReContractCount', '/dc_ccsi/v1/re-contracts/count', card),
] as const;
