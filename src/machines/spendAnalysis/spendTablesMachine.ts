/** The analysis's three tables, each the shared request machine over its row. */
import { callEndpoint } from '../../actors/http';
import type { SpendAlerts, SpendLines, SpendSplit, SpendSummary } from '../../api/spendAnalysis/types';
import { createRequestMachine } from '../shared/requestMachine';

/** Spend of sixteen periods by the split (the input); the page refreshes it with another split. */
export const spendSummaryMachine = createRequestMachine<SpendSummary, SpendSplit>(
  'spendSummary',
  (split, signal) => callEndpoint('spendAnalysisSummary', { body: { split } }, signal),
);

export const spendLinesMachine = createRequestMachine<SpendLines>('spendLines', (_, signal) =>
  callEndpoint('spendAnalysisLines', { body: {} }, signal),
);

export const spendAlertsMachine = createRequestMachine<SpendAlerts>('spendAlerts', (_, signal) =>
  callEndpoint('spendAnalysisAlerts', { body: {} }, signal),
);
