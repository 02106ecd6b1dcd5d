/** The analysis's calls: each table's loader and a table's export as a file. */
import { callEndpoint } from '../../actors/http';
import type {
  SpendAlerts,
  SpendExportRequest,
  SpendLines,
  SpendSplit,
  SpendSummary,
} from '../../api/spendAnalysis/types';
import { settleExport } from '../shared/exportAnswer';
import { createRequestMachine } from '../shared/requestMachine';

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

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** File names when the server's answer carries none. */
const FALLBACK: Record<SpendExportRequest['table'], string> = {
  SUMMARY: 'harcama-dagilimi',
  LINES: 'hat-harcamalari',
  ALERTS: 'harcama-uyarilari',
};

/** One table as a file (spec §4 export rule), under the server's name. */
export async function exportSpendTable(
  request: SpendExportRequest,
  signal: AbortSignal,
): Promise<ExportedFile> {
  const answer = await callEndpoint('spendAnalysisExport', { body: request }, signal);
  let file: ExportedFile | undefined;
  settleExport(answer, `${FALLBACK[request.table]}.${request.format}`, (blob, fileName) => {
    file = { blob, fileName };
  });
  if (!file) throw new Error('The export answered a mail receipt instead of the file');
  return file;
}
