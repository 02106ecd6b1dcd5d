/**
 * The dashboard card this feature's facts answer: the lines whose package ends within the week.
 * Served here, by the feature that owns the packages, so the dashboard imports no feature.
 */
import { requireSession } from '../access';
import { defineHandlers } from '../handlers/types';
import { closeToEndPackageLines } from './closeToEnd';

export const packageDashboardHandlers = defineHandlers({
  /** The lines whose additional package ends within the week (the packages' own data). */
  dashboardCloseToEndPackages: (ctx) => ({
    count: closeToEndPackageLines(ctx.deps.db, requireSession(ctx.auth).corporateNcst, ctx.deps.now()),
  }),
});
