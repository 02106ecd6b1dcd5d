import type { DashboardStatus } from '../../api/dashboard/types';

/** The card flags of spec §3, each switching one box of the dashboard. */
export const CARD_FLAGS = [
  'dashboardProductTypeCountCardActive',
  'dashboardRoamingOnOffCountCardActive',
  'dashboardApprovalPendingCardActive',
  'dashboardCloseToEndPackageCountCardActive',
  'dashboardMobilePaymentSubscriberCountCardActive',
  'dashboardCloseToEndContractCountCardActive',
  'dashboardUnpaidInvoiceCountCardActive',
  'dashboardInvoicePaymentOrderCountCardActive',
  'dashboardInvoiceInfoCardActive',
] as const;

export type CardFlag = (typeof CARD_FLAGS)[number];

export interface DashboardFlags extends DashboardStatus {
  /** True until the status call has answered. */
  init: boolean;
}

/** Spec §4: init true, dashboardActive false and every card flag true. */
export const INITIAL_FLAGS: DashboardFlags = {
  init: true,
  dashboardActive: false,
  ...(Object.fromEntries(CARD_FLAGS.map((flag) => [flag, true])) as Record<CardFlag, boolean>),
};

/**
 * Spec §4: the status arrived. Its booleans replace the flags; when dashboardActive is not
 * true, every card flag is forced false whatever the status said about the card.
 */
export function applyDashboardStatus(flags: DashboardFlags, status: unknown): DashboardFlags {
  const incoming = (typeof status === 'object' && status !== null ? status : {}) as Record<string, unknown>;
  const next: DashboardFlags = { ...flags, init: false, dashboardActive: incoming.dashboardActive === true };
  for (const flag of CARD_FLAGS) {
    const value = incoming[flag];
    next[flag] = next.dashboardActive && (typeof value === 'boolean' ? value : flags[flag]);
  }
  return next;
}
