/**
 * Payloads of the dashboard boxes, the search box, the express menu, the survey and the
 * advisors (spec §3, §7), shared by the client and the sandbox so both read the same shape.
 * Money is in TL with kuruş as decimals; dates are ISO `YYYY-MM-DD`.
 */

/** Spec §3/§4 dashboard status flags as the back end sends them (`init` is client-side only). */
export interface DashboardStatus {
  dashboardActive: boolean;
  dashboardProductTypeCountCardActive: boolean;
  dashboardRoamingOnOffCountCardActive: boolean;
  dashboardApprovalPendingCardActive: boolean;
  dashboardCloseToEndPackageCountCardActive: boolean;
  dashboardMobilePaymentSubscriberCountCardActive: boolean;
  dashboardCloseToEndContractCountCardActive: boolean;
  dashboardUnpaidInvoiceCountCardActive: boolean;
  dashboardInvoicePaymentOrderCountCardActive: boolean;
  dashboardInvoiceInfoCardActive: boolean;
}

export interface UnpaidInvoicesBox {
  count: number;
  amount: number;
}
export interface GsmTransactionsBox {
  totalCount: number;
  activeCount: number;
  suspendedCount: number;
}
export interface CountBox {
  count: number;
}
export interface BillingInformationBox {
  period: string;
  amount: number;
  dueDate: string;
  invoiceCount: number;
}
export type ProductType = 'VOICE' | 'DATA' | 'M2M';
export interface ProductTypeCountsBox {
  counts: { productType: ProductType; count: number }[];
}
export interface CloseToEndContractsBox {
  count: number;
  withinDays: number;
}
export interface RoamingStatsBox {
  roamingOnCount: number;
  roamingOffCount: number;
}
export interface FirstLoginGiftBox {
  eligible: boolean;
  title: string;
  description: string;
}
export interface CmsParameterBox {
  announcement: string;
}
export interface Banner {
  id: string;
  title: string;
  text: string;
  url: string;
}
export interface BannerList {
  banners: Banner[];
}
export interface ExchangeRates {
  date: string;
  rates: { currency: string; buying: number; selling: number }[];
}

export interface SurveyQuestion {
  id: string;
  text: string;
  options: { value: string; label: string }[];
}
export interface Survey {
  surveyId: string;
  title: string;
  questions: SurveyQuestion[];
}
export interface SurveySaveRequest {
  surveyId: string;
  answers: Record<string, string>;
}

export interface CustomerAdvisor {
  id: string;
  name: string;
  role: string;
  phone: string;
  email: string;
  region: string;
}
export interface CustomerAdvisorList {
  advisors: CustomerAdvisor[];
}

/** One search hit or remembered search: a menu screen or a line (opened on its screen). */
export interface SearchItem {
  id?: number;
  kind: 'MENU' | 'LINE';
  title: string;
  subtitle?: string;
  url: string;
}
export interface SearchGroup {
  type: 'previousList' | 'popular';
  title: string;
  items: SearchItem[];
}
/** `search` with an empty searchText answers the initial list, otherwise the results. */
export interface SearchInitialContent {
  initialList: SearchGroup[];
}
export interface SearchResultsContent {
  searchResults: SearchItem[];
}

export interface ExpressAction {
  actionName: string;
  title: string;
  url: string;
}
export interface ExpressMenuContent {
  customerExpressMenu: ExpressAction[];
  availableActions: ExpressAction[];
}
export interface ExpressMenuChange extends ExpressMenuContent {
  addMenuResponse?: { actionName: string; added: boolean };
  deleteStatus?: { actionName: string; deleted: boolean };
  menuRefresh?: boolean;
}
