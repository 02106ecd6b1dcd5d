/** The dashboard boxes of spec §3 for the session's company, and its status flags (spec §4). */
import type { DashboardStatus } from '../../src/api/portalTypes';
import { requireSession } from '../access';
import { closeToEndPackageLines } from '../additionalPackage/closeToEnd';
import { pendingApprovalCount } from '../db/approvals';
import { getUser } from '../db/directory';
import { roamingCounts } from '../db/roaming';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import { CLOSE_TO_END_DAYS, commitmentCounts } from '../reContract/commitment';
import {
  billingInformation,
  companyLines,
  gsmTransactions,
  invoicePaymentOrders,
  mobilePaymentSubscribers,
  productTypeCounts,
  unpaidInvoices,
} from './figures';

type Ctx = Pick<HandlerContext, 'auth' | 'deps'>;

const company = ({ auth }: Pick<HandlerContext, 'auth'>) => requireSession(auth).corporateNcst;
const lines = (ctx: Ctx) => companyLines(ctx.deps.db, company(ctx));
/** Re-contract's commitment rule, after applying the re-contracts that have completed. */
const contractCounts = (ctx: Ctx) => {
  const ncst = company(ctx);
  ctx.deps.settle();
  return commitmentCounts(ctx.deps.db, ncst, ctx.deps.now());
};

/** Every box is on in the sandbox; a company without M2M has no mobile-payment subscribers either way. */
const STATUS: DashboardStatus = {
  dashboardActive: true,
  dashboardProductTypeCountCardActive: true,
  dashboardRoamingOnOffCountCardActive: true,
  dashboardApprovalPendingCardActive: true,
  dashboardCloseToEndPackageCountCardActive: true,
  dashboardMobilePaymentSubscriberCountCardActive: true,
  dashboardCloseToEndContractCountCardActive: true,
  dashboardUnpaidInvoiceCountCardActive: true,
  dashboardInvoicePaymentOrderCountCardActive: true,
  dashboardInvoiceInfoCardActive: true,
};

export const dashboardHandlers = defineHandlers({
  dashboardStatus: (ctx) => {
    company(ctx);
    return STATUS;
  },
  dashboardUnpaidInvoices: (ctx) => unpaidInvoices(ctx.deps.db, company(ctx)),
  dashboardGsmTransactions: (ctx) => gsmTransactions(lines(ctx)),
  /** The lines whose additional package ends within the week (the packages' own data). */
  dashboardCloseToEndPackages: (ctx) => ({
    count: closeToEndPackageLines(ctx.deps.db, company(ctx), ctx.deps.now()),
  }),
  dashboardMobilePaymentOrders: (ctx) => ({ count: mobilePaymentSubscribers(lines(ctx)) }),
  dashboardInvoicePaymentOrders: (ctx) => ({ count: invoicePaymentOrders(ctx.deps.db, company(ctx)) }),
  /** The same rows as /pending-requests: what waits for this person's approval in this company. */
  dashboardApprovalProcesses: (ctx) => {
    const session = requireSession(ctx.auth);
    return { count: pendingApprovalCount(ctx.deps.db, session.userId, session.corporateNcst) };
  },
  dashboardBillingInformation: (ctx) => billingInformation(ctx.deps.db, company(ctx)),
  dashboardProductTypeCounts: (ctx) => ({ counts: productTypeCounts(lines(ctx)) }),
  /** The lines the re-contract list offers now whose commitment ends within the window. */
  dashboardCloseToEndContracts: (ctx) => ({
    count: contractCounts(ctx).ending,
    withinDays: CLOSE_TO_END_DAYS,
  }),
  // The column the usage-abroad page changes (server/db/roaming.ts), so the card follows it.
  dashboardRoamingStats: (ctx) => {
    const { on, off } = roamingCounts(ctx.deps.db, company(ctx));
    return { roamingOnCount: on, roamingOffCount: off };
  },
  /** The lines the re-contract list offers now whose commitment has ended (its card's filter). */
  dashboardReContractCount: (ctx) => ({ count: contractCounts(ctx).ended }),
  dashboardFirstLoginGift: (ctx) => {
    const user = getUser(ctx.deps.db, requireSession(ctx.auth).userId);
    return {
      eligible: true,
      title: 'Hoş geldin hediyesi',
      description: `${user?.fullName ?? 'Değerli müşterimiz'}, ilk girişinize özel 5 GB internet hattınıza tanımlanmaya hazır.`,
    };
  },
  dashboardCmsParameter: (ctx) => {
    company(ctx);
    return {
      announcement:
        'Fatura ödemelerinizi son ödeme tarihinden önce yaparak gecikme bedelinden kaçınabilirsiniz.',
    };
  },
});
