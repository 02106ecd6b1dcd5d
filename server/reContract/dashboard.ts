/**
 * The dashboard's two contract cards, served by the feature whose list they count (commitment.ts),
 * so a card's figure is exactly the list's total under the card's filter and the dashboard
 * imports no feature.
 */
import { requireSession } from '../access';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import { CLOSE_TO_END_DAYS } from './commitment';
import { commitmentCounts } from './commitmentQuery';

/** Re-contract's commitment rule, after applying the re-contracts that have completed. */
const contractCounts = (ctx: Pick<HandlerContext, 'auth' | 'deps'>) => {
  const ncst = requireSession(ctx.auth).corporateNcst;
  ctx.deps.settle();
  return commitmentCounts(ctx.deps.db, ncst, ctx.deps.now());
};

export const reContractDashboardHandlers = defineHandlers({
  /** The lines the re-contract list offers now whose commitment ends within the window. */
  dashboardCloseToEndContracts: (ctx) => ({
    count: contractCounts(ctx).ending,
    withinDays: CLOSE_TO_END_DAYS,
  }),
  /** The lines the re-contract list offers now whose commitment has ended (its card's filter). */
  dashboardReContractCount: (ctx) => ({ count: contractCounts(ctx).ended }),
});
