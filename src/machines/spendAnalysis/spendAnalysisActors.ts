/** A table of the analysis exported as a file (spec §4 export rule). */
import { callEndpoint } from '../../actors/http';
import type { SpendExportRequest } from '../../api/spendAnalysis/types';
import { settleExport } from '../shared/exportAnswer';

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
