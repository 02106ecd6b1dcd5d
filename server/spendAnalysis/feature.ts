import { seedLineUsage } from '../db/lineUsage';
import { keepSpendFigures } from '../db/spendFigures';
import { defineServerFeature } from '../feature';
import { spendAnalysisDashboardHandlers, spendAnalysisHandlers } from './handlers';

/**
 * Spend analysis (issue 40, /harcama-analizi): reads the core's invoices, lines, usage and
 * commitments; it keeps no table of its own. Its seed writes the core's line usage, which needs
 * the invoices' charges (invoices) and the commitments (lineDeactivation) first, then the core's
 * kept spend figures (server/db/spendFigures.ts), which need the cost centres (lineUser) too.
 */
export const feature = defineServerFeature({
  name: 'spendAnalysis',
  seed: {
    after: ['invoices', 'lineDeactivation', 'lineUser'],
    run: (db) => {
      seedLineUsage(db);
      keepSpendFigures(db);
    },
  },
  handlers: spendAnalysisHandlers,
  dashboard: { cards: spendAnalysisDashboardHandlers },
  menu: [
    {
      id: 'invoices.spendAnalysis',
      parent: 'invoices',
      title: 'Harcama Analizi',
      url: '/harcama-analizi',
      after: 'invoices.current',
    },
  ],
});
