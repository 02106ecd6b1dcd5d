import { defineConformance } from '../conformanceKit';

export const conformance = defineConformance({
  inputs: () => ({
    spendAnalysisSummary: () => ({ body: { split: 'COST_CENTER' } }),
    spendAnalysisLines: () => ({ body: { offset: 0, limit: 100 } }),
    spendAnalysisAlerts: () => ({ body: {} }),
    spendAnalysisExport: () => ({
      body: { table: 'LINES', split: 'PRODUCT_TYPE', format: 'csv', sendMail: true },
    }),
    dashboardSpendAlerts: () => ({}),
  }),
});
