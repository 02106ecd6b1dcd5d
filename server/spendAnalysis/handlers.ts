/**
 * Spend analysis of the session's company (issue 40): spend by split over sixteen periods, the
 * lines' twelve-month usage and charge, the alerts, and each table as a file. The rows are the
 * invoices group's reads, so the permission guard answers §8's 403 to whoever may not see them.
 */
import { requireSession } from '../access';
import { USAGE_MONTHS } from '../db/lineUsage';
import { openSpendAlertCount } from '../db/spendAlerts';
import { mailedAnswer } from '../files/mailed';
import { fileResponse } from '../files/sheets';
import { defineHandlers } from '../handlers/types';
import { alertsAnswer } from './alerts';
import { type SpendExportData, spendExportName, spendFile } from './export';
import { spendLines, spendSummary } from './store';

export const spendAnalysisHandlers = defineHandlers({
  spendAnalysisSummary: (ctx) =>
    spendSummary(ctx.deps.db, requireSession(ctx.auth).corporateNcst, ctx.body.split),

  /** A page of the lines, sorted and searched here: a 10,000-line company answered 2 MB at once. */
  spendAnalysisLines: (ctx) =>
    spendLines(ctx.deps.db, requireSession(ctx.auth).corporateNcst, USAGE_MONTHS, ctx.body),

  spendAnalysisAlerts: (ctx) =>
    alertsAnswer(ctx.deps.db, requireSession(ctx.auth).corporateNcst, ctx.deps.now()),

  spendAnalysisExport: async (ctx) => {
    const ncst = requireSession(ctx.auth).corporateNcst;
    const { table, split, format, sendMail } = ctx.body;
    const db = ctx.deps.db;
    if (sendMail) return mailedAnswer(db, requireSession(ctx.auth));
    const data: SpendExportData =
      table === 'SUMMARY'
        ? { table, summary: spendSummary(db, ncst, split) }
        : table === 'LINES'
          ? { table, lines: spendLines(db, ncst, USAGE_MONTHS).items }
          : { table, alerts: alertsAnswer(db, ncst, ctx.deps.now()) };
    return fileResponse(
      await spendFile(format, data),
      format,
      spendExportName(table, format, ctx.deps.now()),
    );
  },
});

export const spendAnalysisDashboardHandlers = defineHandlers({
  /** Open alerts: the lines the alerts page lists, one per rule that points at them. */
  dashboardSpendAlerts: (ctx) => ({
    count: openSpendAlertCount(ctx.deps.db, requireSession(ctx.auth).corporateNcst, ctx.deps.now()),
  }),
});
