import { feature } from '../contract/define';

const { post, get, rows } = feature('dashboard');

/**
 * Every dashboard card loads on its own and hides or shows a placeholder when its call fails
 * (spec §3 card flags), so one broken box must never cover the page with a notification.
 */
const card = { errorMode: 'ignore' } as const;

export const dashboardRows = rows({
  dashboardStatus: post('/ccsirest/dashboard/status.json', {}, card),
  dashboardUnpaidInvoices: post('/ccsirest/dashboard/unpaid-invoices.json', {}, card),
  dashboardGsmTransactions: post('/ccsirest/dashboard/gsm-transactions.json', {}, card),
  dashboardCloseToEndPackages: post('/ccsirest/dashboard/close-to-end-packages.json', {}, card),
  dashboardMobilePaymentOrders: post('/ccsirest/dashboard/mobile-payment-orders.json', {}, card),
  dashboardInvoicePaymentOrders: post('/ccsirest/dashboard/invoice-payment-orders.json', {}, card),
  dashboardApprovalProcesses: post('/ccsirest/dashboard/approval-processes.json', {}, card),
  dashboardBillingInformation: post('/ccsirest/dashboard/billing-information.json', {}, card),
  dashboardFirstLoginGift: post('/ccsirest/dashboard/first-login-gift.json', {}, card),
  dashboardCmsParameter: post('/ccsirest/dashboard/cms-parameter.json', {}, card),
  // Spec §3 has flags for these two boxes but §7 names no call; they follow the older family.
  dashboardProductTypeCounts: post('/ccsirest/dashboard/product-type-counts.json', {}, card),
  dashboardCloseToEndContracts: post('/ccsirest/dashboard/close-to-end-contracts.json', {}, card),
  // The international GSM and out-of-contract cards read the newer family (spec §7 GET list).
  dashboardRoamingStats: get('/dc_ccsi/v1/roaming/stats', {}, card),
  dashboardReContractCount: get('/dc_ccsi/v1/re-contracts/count', {}, card),
});

type Rows = typeof dashboardRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
