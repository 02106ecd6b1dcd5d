/**
 * The dashboard boxes' schemas and types (spec §3, §4), shared by the portal and the sandbox so both
 * read the same shape. Money is in TL with kuruş as decimals. Machines and views import the types
 * only (`import type`), so valibot stays in the contract's chunk.
 */
import * as v from 'valibot';

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
