import type { Method } from '../types';
import { endpoint, endpoints, endpointsByName } from './catalogue';
import { TAKEOVER_HEADERS } from './define';

/**
 * Spec §7, list by list: each phrase of the text and the rows (space-separated) that answer it.
 * A row deleted or moved to another method fails here, so the catalogue cannot lose a call.
 */
const checklist: Record<Method, Record<string, string>> = {
  POST: {
    'landing (types APP_INFO, PRODUCT, component info)': 'landing landingComponentInfo',
    'fake login': 'fakeLogin',
    'search, search delete, search save': 'search searchDelete searchSave',
    'login (token), logout, login link, session control': 'login loginToken logout loginLink sessionControl',
    exchange: 'exchangeRates',
    'fast operation add/delete, express menu': 'expressMenuAdd expressMenuDelete expressMenu',
    'dashboard boxes':
      'dashboardUnpaidInvoices dashboardGsmTransactions dashboardCloseToEndPackages dashboardMobilePaymentOrders dashboardInvoicePaymentOrders dashboardStatus dashboardApprovalProcesses dashboardBillingInformation dashboardFirstLoginGift dashboardCmsParameter',
    'change corporate': 'changeCorporate',
    'approval contracts, approve or reject, content, history, download, error report':
      'approvalContracts contractApproveOrReject contractContent contractHistory contractDownload contractErrorReport',
    'istecep equivalents of these':
      'istecepApprovalContracts istecepContractApproveOrReject istecepContractContent istecepContractHistory istecepContractDownload istecepContractErrorReport',
    'send OTP, validate OTP, reset lifetime OTP': 'sendOtp validateOtp resetOtpLifetime',
    'extra packet lines/status/product filter/permission list/history/change':
      'extraPacketLines extraPacketLineStatus extraPacketProductFilter extraPacketPermissionList extraPacketPermissionHistory extraPacketChangePermission',
    'customer manager login, captcha, portfolio, authorized persons, role filter, to-login':
      'customerManagerLogin captcha portfolioList authorizedPersonList roleFilterMenu customerToLogin',
    'product group filters': 'productGroupFilters',
    'export report (blob)': 'exportReport',
    'menu refresh': 'menuRefresh',
    'secure internet list/profile types/history/announcement/save profiles':
      'secureInternetList secureInternetProfileTypes secureInternetHistory secureInternetAnnouncement secureInternetSaveProfiles',
    'document forms': 'documentForms',
    'customer survey get/save': 'customerSurvey customerSurveySave',
    'line deactivation reasons and documents (upload, list, download blob, delete)':
      'lineDeactivationReasons lineDeactivationDocumentUpload lineDeactivationDocumentList lineDeactivationDocumentDownload lineDeactivationDocumentDelete',
    'multiple product selection and check, deactivate line':
      'lineDeactivationProductSelection lineDeactivationProductSelectionCheck deactivateLine',
    'deactivation history list and detail': 'lineDeactivationHistoryList lineDeactivationHistoryDetail',
    'customer touch track history': 'customerTouchTrackHistory',
    'single product selection': 'invoiceSingleProductSelection',
    'info by lines, info by KTF, call detail, summary, layout detail, check MSISDN':
      'invoiceInfoByLines invoiceInfoByKtf invoiceCallDetail invoiceSummary invoiceLayoutDetail invoiceCheckMsisdn',
    'offline transaction results/table template/details/announcement':
      'offlineTransactionResults offlineTransactionTableTemplate offlineTransactionDetails offlineTransactionAnnouncement',
    'invoice PDF permission and PDF (also for the tax authority)':
      'invoicePdfPermission invoicePdf taxAuthorityInvoicePdfPermission taxAuthorityInvoicePdf',
    'SIM card limit/product list/Excel import/change reasons/create order':
      'simCardLimit simCardProductList simCardExcelImport simCardChangeReasons simCardCreateOrder',
    'additional package list/filtered list/offer data/agreement/order/cancel order':
      'additionalPackageList additionalPackageFilteredList additionalPackageOfferData additionalPackageAgreement additionalPackageOrder additionalPackageCancelOrder',
    'request-submitting demand form data and upload':
      'requestSubmittingDemandFormData requestSubmittingUpload',
    'tariff product list/can-do list/GSM table/progress bar/options/mars send':
      'tariffProductList tariffCanDoList tariffGsmTable tariffProgressBar tariffOptions tariffMarsSend',
    'agreement document, document OTP send and validate, sodec':
      'agreementDocument documentOtpSend documentOtpValidate documentSodec',
    'new line flows (validation, number lists, create order, options, mars send)':
      'newLineContactValidation newLineSimValidation newLinePhysicalGsmList newLineFlexibleGsmList newLineCreateOrder newLineOptions newLineMarsSend',
    'seamless login data, terms approved confirm': 'seamlessLoginData termsApprovedConfirm',
    'usage abroad query/export/product list/GSM validation, call abroad query':
      'usageAbroadQuery usageAbroadExport usageAbroadProductList usageAbroadGsmValidation callAbroadQuery',
    'line user product list/export': 'lineUserProductList lineUserProductExport',
    'approval procedures confirm': 'approvalProceduresConfirm',
    'take-over contact validity/tariff options/mars send':
      'takeOverContactValidity takeOverTariffOptions takeOverMarsSend',
    're-contract flows': 'reContractSubmit',
    'SIM card matching calls': 'simMatchingValidate simMatchingMatch',
  },
  GET: {
    'banner, roaming stats, re-contract count': 'banner dashboardRoamingStats dashboardReContractCount',
    'current invoice info': 'currentInvoiceInfo',
    'additional package offer detail/history list and detail':
      'additionalPackageOfferDetail additionalPackageHistoryList additionalPackageHistoryDetail',
    'request-submitting menu, demand lists, history detail lists, view upload':
      'requestSubmittingMenu requestSubmittingDemandList requestSubmittingHistoryDetailList requestSubmittingViewUpload',
    'tariff history/pre-order selection/FAQ/more info/remaining usage':
      'tariffHistory tariffPreOrderSelection tariffFaq tariffMoreInfo tariffRemainingUsage',
    'additional package confirm list and contract':
      'additionalPackageConfirmList additionalPackageConfirmContract',
    'order transaction history, history row, GSM row':
      'orderTransactionHistory orderTransactionHistoryRow orderTransactionGsmRow',
    'demand and order counts': 'demandAndOrderCounts',
    'page content, page manager data (by name)': 'pageContent pageManagerData',
    'company info, customer validated, preferences, order read, partners, demand order':
      'newLineCompanyInfo newLineCustomerValidated newLineSubscriptionPreferences newLineOrderRead newLinePartners newLineDemandOrder',
    'all orders, order detail': 'allOrders orderDetail',
    'terms approved list, customer advisor list': 'termsApprovedList customerAdvisorList',
    'line user product, invoice name visibility': 'lineUserProduct lineUserInvoiceNameVisibility',
    'approval procedures list and count': 'approvalProceduresList approvalProceduresCount',
    'authorized user list and companies': 'authorizedUserList authorizedUserCompanies',
    'take-over order list/company info/validation/by id/status list':
      'takeOverOrderList takeOverCompanyInfo takeOverValidation takeOverOrderById takeOverStatusList',
    're-contract product list/offer actions/addons/document control/campaign controller':
      'reContractProductList reContractOfferActions reContractAddons reContractDocumentControl reContractCampaignController',
    'SIM matching is-in-pool': 'simMatchingIsInPool',
  },
  PUT: {
    'demand history detail': 'requestSubmittingDemandHistoryDetail',
    'tariff change and bulk change': 'tariffChange tariffBulkChange',
    'authorized user permission and change': 'authorizedUserPermissions authorizedUserPermissionChange',
    'default holding companies set (§6, deleted in the DELETE list)': 'defaultHoldingSet',
    'file-store document update, sodec': 'documentFileStoreUpdate documentSodecUpdate',
    'order update': 'newLineOrderUpdate',
    'usage/call abroad opening and closing':
      'usageAbroadOpen usageAbroadClose callAbroadOpen callAbroadClose',
    'line user product update/change/validate/invoice name visibility':
      'lineUserProductUpdate lineUserProductChange lineUserProductValidate lineUserInvoiceNameVisibilityUpdate',
    'take-over update status/subscription info/tariff/preferences/finalize':
      'takeOverUpdateStatus takeOverSubscriptionInfo takeOverTariff takeOverPreferences takeOverFinalize',
    're-contract document': 'reContractDocument',
  },
  DELETE: {
    'demand upload file': 'requestSubmittingUploadDelete',
    'authorized user default holding': 'defaultHoldingDelete',
    'order delete': 'orderDelete',
    'line user product change': 'lineUserProductChangeDelete',
  },
};

const familyPrefix = { ccsirest: '/ccsirest/', dc_ccsi: '/dc_ccsi/v1/' } as const;
const placeholderPattern = /\{([^{}]*)\}/g;
const checklistEntries = Object.entries(checklist).flatMap(([method, phrases]) =>
  Object.entries(phrases).flatMap(([phrase, names]) =>
    names.split(/\s+/).map((name) => ({ method: method as Method, phrase, name })),
  ),
);

describe('endpoint catalogue', () => {
  it('has unique row names', () => {
    const names = endpoints.map((row) => row.name);
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
    expect(endpointsByName.size).toBe(endpoints.length);
  });

  it('names rows in camelCase', () => {
    const bad = endpoints.filter((row) => !/^[a-z][a-zA-Z0-9]*$/.test(row.name));
    expect(bad.map((row) => row.name)).toEqual([]);
  });

  it('starts every path with its family prefix and ends older-family paths in .json', () => {
    for (const row of endpoints) {
      expect(row.path.startsWith(familyPrefix[row.family]), row.name).toBe(true);
      const [pathOnly = ''] = row.path.split('?');
      if (row.family === 'ccsirest') expect(pathOnly.endsWith('.json'), row.name).toBe(true);
      else expect(pathOnly.endsWith('.json'), row.name).toBe(false);
    }
  });

  it('uses only simple identifiers as {key} placeholders, with balanced braces', () => {
    for (const row of endpoints) {
      const keys = [...row.path.matchAll(placeholderPattern)].map((match) => match[1]);
      for (const key of keys) expect(key, row.name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
      const stripped = row.path.replace(placeholderPattern, '');
      expect(stripped, row.name).not.toMatch(/[{}]/);
    }
  });

  it('uses the newer-family placeholders of spec §7 somewhere', () => {
    const paths = endpoints.map((row) => row.path).join(' ');
    for (const key of ['offerId', 'orderId', 'workflowInstanceId', 'pageName', 'productId']) {
      expect(paths).toContain(`{${key}}`);
    }
  });

  it('sends Screen-Name TAKEOVER on every take-over row and on no other row', () => {
    const takeOver = endpoints.filter((row) => row.feature === 'takeOver');
    expect(takeOver.length).toBeGreaterThan(0);
    for (const row of takeOver) expect(row.headers, row.name).toEqual(TAKEOVER_HEADERS);
    const others = endpoints.filter((row) => row.feature !== 'takeOver' && row.headers);
    const leaking = others.filter((row) => row.headers?.['Screen-Name'] !== undefined);
    expect(leaking.map((row) => row.name)).toEqual([]);
  });

  it('fetches contract downloads and invoice PDFs as blobs', () => {
    for (const name of [
      'contractDownload',
      'istecepContractDownload',
      'invoicePdf',
      'taxAuthorityInvoicePdf',
      'exportReport',
      'lineDeactivationDocumentDownload',
      'usageAbroadExport',
      'lineUserProductExport',
    ]) {
      expect(endpoint(name).errorMode, name).toBe('blob');
    }
    // An upload answers JSON, so it must not be read as a file.
    expect(endpoint('simCardExcelImport').errorMode).toBe('notify');
  });

  it('counts contract and banner results as success only on HTTP 200', () => {
    const contracts = endpoints.filter((row) => row.feature === 'contracts');
    expect(contracts.length).toBeGreaterThan(0);
    for (const row of contracts) expect(row.successRule, row.name).toBe('http200');
    expect(endpoint('banner').successRule).toBe('http200');
  });

  it('shows a modal for submissions whose refusal the person must read', () => {
    for (const name of [
      'contractApproveOrReject',
      'istecepContractApproveOrReject',
      'newLineCreateOrder',
      'tariffChange',
      'takeOverFinalize',
      'reContractSubmit',
      'deactivateLine',
    ]) {
      expect(endpoint(name).errorMode, name).toBe('modal');
    }
  });

  it('keeps background calls silent', () => {
    const dashboard = endpoints.filter((row) => row.feature === 'dashboard');
    for (const row of dashboard) expect(row.errorMode, row.name).toBe('ignore');
    for (const name of ['banner', 'exchangeRates', 'search', 'expressMenu', 'contractErrorReport']) {
      expect(endpoint(name).errorMode, name).toBe('ignore');
    }
  });

  it('covers the §7 checklist with the method of the list each call appears in', () => {
    expect(checklistEntries.length).toBeGreaterThanOrEqual(60);
    const missing = checklistEntries.filter(({ name }) => !endpointsByName.has(name));
    expect(missing).toEqual([]);
    const wrongMethod = checklistEntries.filter(
      ({ name, method }) => endpointsByName.get(name)?.method !== method,
    );
    expect(wrongMethod).toEqual([]);
  });

  it('has rows for every method', () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      expect(endpoints.filter((row) => row.method === method).length, method).toBeGreaterThan(0);
    }
  });
});
