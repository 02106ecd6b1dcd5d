import type { LineUserExportAnswer, LineUserExportRequest } from '../../api/lineUser/types';
import { settleExport } from '../shared/exportAnswer';
import type { LineUserQuery } from './lineUserQuery';

export type LineUserExportFormat = 'csv' | 'xlsx';

/** The server's file name is used when it gives one; otherwise this one. */
export const fallbackExportName = (format: LineUserExportFormat) => `hat-kullanicilari.${format}`;

export interface LineUserExportDeps {
  call(body: LineUserExportRequest): Promise<LineUserExportAnswer>;
  save(blob: Blob, name: string): void;
}

/**
 * "Dışa aktar" through `lineUserProductExport` (spec §4 export rule) with the list's current
 * filter and sort: the file is saved, or with `sendMail` the server mails it and the answer
 * says so (`{ mailed: true }`, which ExportMenu words).
 */
export async function exportLineUsers(
  query: LineUserQuery,
  format: LineUserExportFormat,
  sendMail: boolean,
  deps: LineUserExportDeps,
): Promise<{ mailed: true } | undefined> {
  const body: LineUserExportRequest = {
    format,
    filter: query.filter,
    ...(query.sort ? { sort: query.sort } : {}),
    ...(sendMail ? { sendMail: true } : {}),
  };
  return settleExport(await deps.call(body), fallbackExportName(format), deps.save);
}
