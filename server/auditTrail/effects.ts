/**
 * Which calls the audit trail records, decided by method and effect, never by a row's `access`
 * mark (that mark says who may call a row; a row marked `read` may still change something, such
 * as a demand's submit or a manager's sign-in on a person's behalf).
 *
 * - A GET changes nothing (HTTP's promise, kept by the sandbox: server/auditTrail/effects.test.ts).
 * - Every other call is recorded, once, whether it succeeded or failed, unless its row is listed
 *   below as changing nothing, with the reason. A row added later is recorded until someone
 *   writes down here why it need not be.
 * - A row that both reads and changes (its body names the action) is recorded when the action
 *   is a change.
 *
 * The effects test calls each listed row and proves it leaves the company's data as it was.
 */
import type { Endpoint } from '../../src/api/types';

const QUERY = 'a query whose filter travels in the body (spec §7): it only reads';
const DASHBOARD = 'a dashboard card: it only reads';
const CHECK =
  'checks input before a change and keeps at most a short-lived check; the change itself is recorded';
const FILE = 'builds a file, or names the address it would be mailed to, from what it reads';
const DOWNLOAD = 'hands out a document or a short-lived download key; nothing of the company changes';
const SIGN_IN_STEP =
  'a step before a sign-in or in a manager’s own realm: it opens no company session (the sign-in that does is recorded)';
const SESSION_UPKEEP = 'reads the session, the menu or the login address; nothing of the company changes';

/** Non-GET rows that change nothing, each with why: the one place that exempts a row. */
export const UNCHANGING_ROWS: Readonly<Record<string, string>> = {
  additionalPackageAgreement: QUERY,
  additionalPackageFilteredList: QUERY,
  additionalPackageList: QUERY,
  additionalPackageOfferData: QUERY,
  approvalContracts: QUERY,
  contractContent: QUERY,
  contractHistory: QUERY,
  istecepApprovalContracts: QUERY,
  istecepContractContent: QUERY,
  istecepContractHistory: QUERY,
  contractDownload: DOWNLOAD,
  istecepContractDownload: DOWNLOAD,
  customerSurvey:
    'shows the survey and notes for the person that it was shown; their answer (customerSurveySave) is recorded',
  exchangeRates: QUERY,
  landingComponentInfo: QUERY,
  productGroupFilters: QUERY,
  dashboardApprovalProcesses: DASHBOARD,
  dashboardBillingInformation: DASHBOARD,
  dashboardCloseToEndContracts: DASHBOARD,
  dashboardCloseToEndPackages: DASHBOARD,
  dashboardCmsParameter: DASHBOARD,
  dashboardFirstLoginGift: DASHBOARD,
  dashboardGsmTransactions: DASHBOARD,
  dashboardInvoicePaymentOrders: DASHBOARD,
  dashboardMobilePaymentOrders: DASHBOARD,
  dashboardProductTypeCounts: DASHBOARD,
  dashboardStatus: DASHBOARD,
  dashboardUnpaidInvoices: DASHBOARD,
  dashboardSpendAlerts: DASHBOARD,
  spendAnalysisSummary: QUERY,
  spendAnalysisLines: QUERY,
  spendAnalysisAlerts: QUERY,
  spendAnalysisExport: FILE,
  agreementDocument: DOWNLOAD,
  documentForms: QUERY,
  documentSodec: QUERY,
  expressMenu: QUERY,
  extraPacketLineStatus: QUERY,
  extraPacketLines: QUERY,
  extraPacketPermissionHistory: QUERY,
  extraPacketPermissionList: QUERY,
  extraPacketProductFilter: QUERY,
  customerTouchTrackHistory: QUERY,
  invoiceCallDetail: QUERY,
  invoiceCheckMsisdn: QUERY,
  invoiceInfoByKtf: QUERY,
  invoiceInfoByLines: QUERY,
  invoiceLayoutDetail: QUERY,
  invoiceSingleProductSelection: QUERY,
  invoiceSummary: QUERY,
  invoicePdf: DOWNLOAD,
  invoicePdfPermission: DOWNLOAD,
  taxAuthorityInvoicePdf: DOWNLOAD,
  taxAuthorityInvoicePdfPermission: DOWNLOAD,
  lineDeactivationDocumentDownload: DOWNLOAD,
  lineDeactivationDocumentList: QUERY,
  lineDeactivationHistoryDetail: QUERY,
  lineDeactivationHistoryList: QUERY,
  lineDeactivationProductSelection: QUERY,
  lineDeactivationProductSelectionCheck: CHECK,
  lineDeactivationReasons: QUERY,
  lineUserProductList: QUERY,
  lineUserProductValidate: CHECK,
  newLineContactValidation: CHECK,
  newLineSimValidation: CHECK,
  newLineFlexibleGsmList: QUERY,
  newLineNumberList: QUERY,
  newLinePhysicalGsmList: QUERY,
  newLineOptions: QUERY,
  offlineTransactionAnnouncement: QUERY,
  offlineTransactionDetails: QUERY,
  offlineTransactionResults: QUERY,
  offlineTransactionTableTemplate: QUERY,
  search: QUERY,
  searchEverything: QUERY,
  secureInternetAnnouncement: QUERY,
  secureInternetHistory: QUERY,
  secureInternetList: QUERY,
  secureInternetProfileTypes: QUERY,
  simCardChangeReasons: QUERY,
  simCardLimit: QUERY,
  simCardProductList: QUERY,
  simMatchingValidate: CHECK,
  takeOverTariffOptions: QUERY,
  tariffCanDoList: QUERY,
  tariffGsmTable: QUERY,
  tariffOptions: QUERY,
  tariffProductList: QUERY,
  tariffProgressBar: QUERY,
  callAbroadQuery: QUERY,
  usageAbroadQuery: QUERY,
  usageAbroadProductList: QUERY,
  usageAbroadGsmValidation: CHECK,
  authorizedUserPermissions: 'reads one person’s rights (PUT because the person is named in the body)',
  auditTrailExport: FILE,
  exportReport: FILE,
  lineUserProductExport: FILE,
  usageAbroadExport: FILE,
  captcha: SIGN_IN_STEP,
  portfolioList: SIGN_IN_STEP,
  authorizedPersonList: SIGN_IN_STEP,
  roleFilterMenu: SIGN_IN_STEP,
  landing: SESSION_UPKEEP,
  loginLink: SESSION_UPKEEP,
  menuRefresh: SESSION_UPKEEP,
  sessionControl: SESSION_UPKEEP,
  flowUsageReport:
    'stores anonymous flow steps for the atlas (no person, no company, a beacon per page): nothing of the company changes',
};

const actionOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;

/**
 * Rows that read or change by the action their body names: the calls that change are recorded.
 * A body that names no change (a description, a detail, a malformed body) reads.
 */
export const CHANGING_ACTIONS: Readonly<Record<string, (body: unknown) => boolean>> = {
  // DESCRIBE reads the form; SUBMIT files the demand.
  requestSubmittingDemandFormData: (body) => actionOf(body) === 'SUBMIT',
  // No action reads the detail; WITHDRAW and NOTE change the demand.
  requestSubmittingDemandHistoryDetail: (body) => actionOf(body) === 'WITHDRAW' || actionOf(body) === 'NOTE',
};

/** Whether calls of the row may be recorded at all (its body may still say it only reads). */
export const mayChange = (row: Pick<Endpoint, 'name' | 'method'>): boolean =>
  row.method !== 'GET' && !Object.hasOwn(UNCHANGING_ROWS, row.name);

/** Whether this call of the row is a change the trail records. */
export function changes(row: Pick<Endpoint, 'name' | 'method'>, body: unknown): boolean {
  if (!mayChange(row)) return false;
  const byAction = CHANGING_ACTIONS[row.name];
  return byAction ? byAction(body) : true;
}
