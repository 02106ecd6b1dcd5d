import { feature } from '../contract/define';
import { CountBox } from '../dashboard/types';
import {
  EmptyRequest,
  SpendAlerts,
  SpendExportAnswer,
  SpendExportRequest,
  SpendLines,
  SpendLinesRequest,
  SpendSummary,
  SpendSummaryRequest,
} from './types';

// The invoices group's rows: whoever may not see the invoices may not see what they add up to.
const { post, rows } = feature('invoices');

/** Spend analysis (/harcama-analizi): spend by split, lines' usage and charge, alerts, exports. */
export const spendAnalysisRows = rows({
  spendAnalysisSummary: post(
    '/ccsirest/spend-analysis/summary.json',
    { body: SpendSummaryRequest, response: SpendSummary },
    { access: 'read' },
  ),
  spendAnalysisLines: post(
    '/ccsirest/spend-analysis/lines.json',
    { body: SpendLinesRequest, response: SpendLines },
    { access: 'read' },
  ),
  spendAnalysisAlerts: post(
    '/ccsirest/spend-analysis/alerts.json',
    { body: EmptyRequest, response: SpendAlerts },
    { access: 'read' },
  ),
  // The answer is the file (spec §4 export rule), so the row reads blobs.
  spendAnalysisExport: post(
    '/ccsirest/spend-analysis/export.json',
    { body: SpendExportRequest, response: SpendExportAnswer },
    { access: 'read', errorMode: 'blob' },
  ),
  // A dashboard box: its failure hides the box quietly, like every card (src/api/dashboard/rows.ts).
  dashboardSpendAlerts: post(
    '/ccsirest/dashboard/spend-alerts.json',
    { response: CountBox },
    { access: 'read', errorMode: 'ignore' },
  ),
});

type Rows = typeof spendAnalysisRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
