import type { AbroadExportRequest, AbroadService } from '../../api/abroad/types';
import { settleExport } from '../shared/exportAnswer';
import { callAbroadExport } from './abroadActors';
import type { AbroadQuery } from './abroadQuery';

export type AbroadExportFormat = 'csv' | 'xlsx';

const FALLBACK_NAMES: Record<AbroadService, string> = {
  ROAMING: 'yurt-disi-kullanim',
  CALL_ABROAD: 'yurt-disi-arama',
};

export interface AbroadExportDeps {
  save(blob: Blob, name: string): void;
  call?(body: AbroadExportRequest): ReturnType<typeof callAbroadExport>;
}

/**
 * "Dışa aktar" through `usageAbroadExport` (spec §4 export rule) with the list's filter and
 * sort: the file is saved under the server's name, or with `sendMail` the server mails it and
 * the answer says so (`{ mailed: true }`, which ExportMenu words).
 */
export async function exportAbroadLines(
  service: AbroadService,
  query: AbroadQuery,
  format: AbroadExportFormat,
  sendMail: boolean,
  { save, call = callAbroadExport }: AbroadExportDeps,
): Promise<{ mailed: true } | undefined> {
  const answer = await call({
    service,
    format,
    filter: query.filter,
    ...(query.sort ? { sort: query.sort } : {}),
    ...(sendMail ? { sendMail: true } : {}),
  });
  return settleExport(answer, `${FALLBACK_NAMES[service]}.${format}`, save);
}
