/**
 * Schemas and types of the dashboard boxes, the search box, the express menu, the survey and the
 * advisors (spec §3, §7), shared by the portal and the sandbox so both read the same shape.
 * Money is in TL with kuruş as decimals; dates are ISO `YYYY-MM-DD`. Machines and views import
 * the types only (`import type`), so valibot stays in the catalogue's chunk.
 */
import * as v from 'valibot';
import { num, oneOf, optionalText, text } from './contract/fields';

// --- Dashboard boxes ----------------------------------------------------------------------
/** Spec §3/§4 dashboard status flags as the back end sends them (`init` is client-side only). */
export const DashboardStatus = v.object({
  dashboardActive: v.boolean(),
  dashboardProductTypeCountCardActive: v.boolean(),
  dashboardRoamingOnOffCountCardActive: v.boolean(),
  dashboardApprovalPendingCardActive: v.boolean(),
  dashboardCloseToEndPackageCountCardActive: v.boolean(),
  dashboardMobilePaymentSubscriberCountCardActive: v.boolean(),
  dashboardCloseToEndContractCountCardActive: v.boolean(),
  dashboardUnpaidInvoiceCountCardActive: v.boolean(),
  dashboardInvoicePaymentOrderCountCardActive: v.boolean(),
  dashboardInvoiceInfoCardActive: v.boolean(),
});
export type DashboardStatus = v.InferOutput<typeof DashboardStatus>;

export const UnpaidInvoicesBox = v.object({ count: v.number(), amount: v.number() });
export type UnpaidInvoicesBox = v.InferOutput<typeof UnpaidInvoicesBox>;

export const GsmTransactionsBox = v.object({
  totalCount: v.number(),
  activeCount: v.number(),
  suspendedCount: v.number(),
});
export type GsmTransactionsBox = v.InferOutput<typeof GsmTransactionsBox>;

export const CountBox = v.object({ count: v.number() });
export type CountBox = v.InferOutput<typeof CountBox>;

export const BillingInformationBox = v.object({
  /** `YYYY-MM`; empty when the company has no invoice yet. */
  period: v.string(),
  amount: v.number(),
  dueDate: v.string(),
  invoiceCount: v.number(),
});
export type BillingInformationBox = v.InferOutput<typeof BillingInformationBox>;

export const PRODUCT_TYPES = ['VOICE', 'DATA', 'M2M'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const ProductTypeCountsBox = v.object({
  counts: v.array(v.object({ productType: v.picklist(PRODUCT_TYPES), count: v.number() })),
});
export type ProductTypeCountsBox = v.InferOutput<typeof ProductTypeCountsBox>;

export const CloseToEndContractsBox = v.object({ count: v.number(), withinDays: v.number() });
export type CloseToEndContractsBox = v.InferOutput<typeof CloseToEndContractsBox>;

export const RoamingStatsBox = v.object({ roamingOnCount: v.number(), roamingOffCount: v.number() });
export type RoamingStatsBox = v.InferOutput<typeof RoamingStatsBox>;

export const FirstLoginGiftBox = v.object({
  eligible: v.boolean(),
  title: v.string(),
  description: v.string(),
});
export type FirstLoginGiftBox = v.InferOutput<typeof FirstLoginGiftBox>;

export const CmsParameterBox = v.object({ announcement: v.string() });
export type CmsParameterBox = v.InferOutput<typeof CmsParameterBox>;

// --- Banner and exchange rates (customer rows shown as dashboard boxes) --------------------
export const Banner = v.object({ id: v.string(), title: v.string(), text: v.string(), url: v.string() });
export type Banner = v.InferOutput<typeof Banner>;

export const BannerList = v.object({ banners: v.array(Banner) });
export type BannerList = v.InferOutput<typeof BannerList>;

export const ExchangeRates = v.object({
  date: v.string(),
  rates: v.array(v.object({ currency: v.string(), buying: v.number(), selling: v.number() })),
});
export type ExchangeRates = v.InferOutput<typeof ExchangeRates>;

// --- Customer survey ----------------------------------------------------------------------
export const SurveyQuestion = v.object({
  id: v.string(),
  text: v.string(),
  options: v.array(v.object({ value: v.string(), label: v.string() })),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestion>;

export const Survey = v.object({
  surveyId: v.string(),
  title: v.string(),
  questions: v.array(SurveyQuestion),
});
export type Survey = v.InferOutput<typeof Survey>;

/** Question id → chosen option value; whether every question is answered is the server's check. */
export const SurveySaveRequest = v.object({
  surveyId: text('Anket numarası', { max: 64 }),
  answers: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(64)), text('Yanıt', { max: 64 })),
    v.title('Anket yanıtları'),
  ),
});
export type SurveySaveRequest = v.InferInput<typeof SurveySaveRequest>;

export const SurveySaveResult = v.object({ surveyId: v.string(), saved: v.literal(true) });
export type SurveySaveResult = v.InferOutput<typeof SurveySaveResult>;

// --- Customer advisors --------------------------------------------------------------------
export const CustomerAdvisor = v.object({
  id: v.string(),
  name: v.string(),
  role: v.string(),
  phone: v.string(),
  email: v.string(),
  region: v.string(),
});
export type CustomerAdvisor = v.InferOutput<typeof CustomerAdvisor>;

export const CustomerAdvisorList = v.object({ advisors: v.array(CustomerAdvisor) });
export type CustomerAdvisorList = v.InferOutput<typeof CustomerAdvisorList>;

// --- Header search ------------------------------------------------------------------------
/**
 * What a search hit or a remembered search is: a menu screen, or one of the company's objects
 * (src/api/search/types.ts finds them all from one box, issue 40).
 */
export const SEARCH_ITEM_KINDS = [
  'MENU',
  'LINE',
  'ORDER',
  'REQUEST',
  'INVOICE',
  'CONTRACT',
  'PERSON',
] as const;
export type SearchItemKind = (typeof SEARCH_ITEM_KINDS)[number];

/** One search hit or remembered search, opened at its `url`. */
export const SearchItem = v.object({
  /** Remembered searches only: the id they are deleted by. */
  id: v.optional(v.number()),
  kind: v.picklist(SEARCH_ITEM_KINDS),
  title: v.string(),
  subtitle: v.optional(v.string()),
  url: v.string(),
});
export type SearchItem = v.InferOutput<typeof SearchItem>;

export const SearchGroup = v.object({
  type: v.picklist(['previousList', 'popular']),
  title: v.string(),
  items: v.array(SearchItem),
});
export type SearchGroup = v.InferOutput<typeof SearchGroup>;

/** `search` with an empty searchText answers the initial list, otherwise the results. */
export const SearchInitialContent = v.object({ initialList: v.array(SearchGroup) });
export type SearchInitialContent = v.InferOutput<typeof SearchInitialContent>;
export const SearchResultsContent = v.object({ searchResults: v.array(SearchItem) });
export type SearchResultsContent = v.InferOutput<typeof SearchResultsContent>;
export const SearchContent = v.union([SearchInitialContent, SearchResultsContent]);
export type SearchContent = v.InferOutput<typeof SearchContent>;

/** The longest search text the contract takes; the box stops there and says so. */
export const SEARCH_TEXT_MAX = 100;
export const SearchRequest = v.object({ searchText: optionalText('Arama metni', { max: SEARCH_TEXT_MAX }) });
export type SearchRequest = v.InferInput<typeof SearchRequest>;

/** An opened item, remembered as a recent search. */
export const SearchSaveRequest = v.object({
  title: text('Başlık', { max: 120 }),
  url: text('Adres', {
    max: 300,
    pattern: /^\/[^/]/,
    patternMessage: 'Adres portal içinde bir sayfa olmalıdır.',
  }),
  kind: oneOf('Arama türü', SEARCH_ITEM_KINDS),
});
export type SearchSaveRequest = v.InferInput<typeof SearchSaveRequest>;

export const SavedSearchItem = v.object({ ...SearchItem.entries, id: v.number() });
export type SavedSearchItem = v.InferOutput<typeof SavedSearchItem>;

export const SearchDeleteRequest = v.object({ id: num('Arama kaydı', { integer: true, min: 1 }) });
export type SearchDeleteRequest = v.InferInput<typeof SearchDeleteRequest>;

export const SearchDeleteResult = v.object({ id: v.number(), deleted: v.literal(true) });
export type SearchDeleteResult = v.InferOutput<typeof SearchDeleteResult>;

// --- Express (fast-operation) menu --------------------------------------------------------
/** The fast operations a person can pin (the sandbox gives each its title and screen). */
export const EXPRESS_ACTION_NAMES = [
  'INVOICES',
  'TARIFF_CHANGE',
  'ADDITIONAL_PACKAGE',
  'SIM_CARD',
  'ROAMING',
  'NEW_LINE',
  'RE_CONTRACT',
  'MY_ORDERS',
  'CONTRACTS',
] as const;
export type ExpressActionName = (typeof EXPRESS_ACTION_NAMES)[number];
const expressActionName = v.picklist(EXPRESS_ACTION_NAMES);

export const ExpressAction = v.object({ actionName: expressActionName, title: v.string(), url: v.string() });
export type ExpressAction = v.InferOutput<typeof ExpressAction>;

export const ExpressMenuContent = v.object({
  customerExpressMenu: v.array(ExpressAction),
  availableActions: v.array(ExpressAction),
});
export type ExpressMenuContent = v.InferOutput<typeof ExpressMenuContent>;

export const ExpressMenuChange = v.object({
  ...ExpressMenuContent.entries,
  addMenuResponse: v.optional(v.object({ actionName: expressActionName, added: v.boolean() })),
  deleteStatus: v.optional(v.object({ actionName: expressActionName, deleted: v.boolean() })),
  /** Spec §7 menuRefresh: the side menu is reloaded (read by the HTTP client). */
  menuRefresh: v.optional(v.boolean()),
});
export type ExpressMenuChange = v.InferOutput<typeof ExpressMenuChange>;

export const ExpressMenuRequest = v.object({ actionName: oneOf('Hızlı işlem', EXPRESS_ACTION_NAMES) });
export type ExpressMenuRequest = v.InferInput<typeof ExpressMenuRequest>;
