/** The dashboard boxes of spec §3 for the session's company, and its status flags (spec §4). */
import type { DashboardStatus } from '../../src/api/dashboard/types';
import { requireSession } from '../access';
import { pendingApprovalCount } from '../db/approvals';
import { getUser } from '../db/directory';
import { roamingCounts } from '../db/roaming';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import {
  billingInformation,
  gsmTransactions,
  invoicePaymentOrders,
  mobilePaymentSubscribers,
  productTypeCounts,
  unpaidInvoices,
} from './figures';

const company = ({ auth }: Pick<HandlerContext, 'auth'>) => requireSession(auth).corporateNcst;

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
  dashboardGsmTransactions: (ctx) => gsmTransactions(ctx.deps.db, company(ctx)),
  // The package and contract cards are served by the features that own those facts
  // (server/additionalPackage/dashboard.ts, server/reContract/dashboard.ts).
  dashboardMobilePaymentOrders: (ctx) => ({ count: mobilePaymentSubscribers(ctx.deps.db, company(ctx)) }),
  dashboardInvoicePaymentOrders: (ctx) => ({ count: invoicePaymentOrders(ctx.deps.db, company(ctx)) }),
  /** The same rows as /pending-requests: what waits for this person's approval in this company. */
  dashboardApprovalProcesses: (ctx) => {
    const session = requireSession(ctx.auth);
    return { count: pendingApprovalCount(ctx.deps.db, session.userId, session.corporateNcst) };
  },
  dashboardBillingInformation: (ctx) => billingInformation(ctx.deps.db, company(ctx)),
  dashboardProductTypeCounts: (ctx) => ({ counts: productTypeCounts(ctx.deps.db, company(ctx)) }),
  // The column the usage-abroad page changes (server/db/roaming.ts), so the card follows it.
  dashboardRoamingStats: (ctx) => {
    const { on, off } = roamingCounts(ctx.deps.db, company(ctx));
    return { roamingOnCount: on, roamingOffCount: off };
  },
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
