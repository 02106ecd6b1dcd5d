import { feature } from '../contract/define';
import {
  BillingInformationBox,
  CloseToEndContractsBox,
  CmsParameterBox,
  CountBox,
  DashboardStatus,
  FirstLoginGiftBox,
  GsmTransactionsBox,
  ProductTypeCountsBox,
  RoamingStatsBox,
  UnpaidInvoicesBox,
} from './types';

const { post, get, rows } = feature('dashboard');

/**
 * Every dashboard card loads on its own and hides or shows a placeholder when its call fails
 * (spec §3 card flags), so one broken box must never cover the page with a notification.
 */
const card = { errorMode: 'ignore' } as const;

export const dashboardRows = rows({
  dashboardStatus: post(
    '/ccsirest/dashboard/status.json',
    { response: DashboardStatus },
    { ...card, access: 'read' },
  ),
  dashboardUnpaidInvoices: post(
    '/ccsirest/dashboard/unpaid-invoices.json',
    { response: UnpaidInvoicesBox },
    { ...card, access: 'read' },
  ),
  dashboardGsmTransactions: post(
    '/ccsirest/dashboard/gsm-transactions.json',
    { response: GsmTransactionsBox },
    { ...card, access: 'read' },
  ),
  dashboardCloseToEndPackages: post(
    '/ccsirest/dashboard/close-to-end-packages.json',
    { response: CountBox },
    { ...card, access: 'read' },
  ),
  dashboardMobilePaymentOrders: post(
    '/ccsirest/dashboard/mobile-payment-orders.json',
    { response: CountBox },
    { ...card, access: 'read' },
  ),
  dashboardInvoicePaymentOrders: post(
    '/ccsirest/dashboard/invoice-payment-orders.json',
    { response: CountBox },
    { ...card, access: 'read' },
  ),
  dashboardApprovalProcesses: post(
    '/ccsirest/dashboard/approval-processes.json',
    { response: CountBox },
    { ...card, access: 'read' },
  ),
  dashboardBillingInformation: post(
    '/ccsirest/dashboard/billing-information.json',
    { response: BillingInformationBox },
    { ...card, access: 'read' },
  ),
  dashboardFirstLoginGift: post(
    '/ccsirest/dashboard/first-login-gift.json',
    { response: FirstLoginGiftBox },
    { ...card, access: 'read' },
  ),
  dashboardCmsParameter: post(
    '/ccsirest/dashboard/cms-parameter.json',
    { response: CmsParameterBox },
    { ...card, access: 'read' },
  ),
  // Spec §3 has flags for these two boxes but §7 names no call; they follow the older family.
  dashboardProductTypeCounts: post(
    '/ccsirest/dashboard/product-type-counts.json',
    { response: ProductTypeCountsBox },
    { ...card, access: 'read' },
  ),
  dashboardCloseToEndContracts: post(
    '/ccsirest/dashboard/close-to-end-contracts.json',
    { response: CloseToEndContractsBox },
    { ...card, access: 'read' },
  ),
  // The international GSM and out-of-contract cards read the newer family (spec §7 GET list).
  dashboardRoamingStats: get('/dc_ccsi/v1/roaming/stats', { response: RoamingStatsBox }, card),
  dashboardReContractCount: get('/dc_ccsi/v1/re-contracts/count', { response: CountBox }, card),
});

type Rows = typeof dashboardRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
