import { errorMessage } from '../../actors/http';
import type { AuditExportRequest } from '../../api/auditTrail/types';
import { settleExport } from '../shared/exportAnswer';
import { callAuditExport } from './auditActors';
import type { AuditListQuery } from './auditQuery';

export type AuditExportFormat = 'csv' | 'xlsx';
/** How an export ended, for the §3 event the edge sends: the entries it held, or why it failed. */
export type AuditExportOutcome = { count: number } | { errorMessage: string };

export interface AuditExportDeps {
  save(blob: Blob, name: string): void;
  /** The analytics event, provided at the edge. */
  report?(outcome: AuditExportOutcome): void;
  call?(body: AuditExportRequest): ReturnType<typeof callAuditExport>;
}

/**
 * "Dışa aktar" with the list's filter (spec §4 export rule): the file is saved under the server's
 * name, or with `sendMail` the server mails it and the answer says so (`{ mailed: true }`).
 * `count` is how many entries the list found: what the file holds.
 */
export async function exportAudit(
  query: AuditListQuery,
  count: number,
  format: AuditExportFormat,
  sendMail: boolean,
  { save, report, call = callAuditExport }: AuditExportDeps,
): Promise<{ mailed: true } | undefined> {
  try {
    const answer = await call({ filter: query.filter, format, ...(sendMail ? { sendMail: true } : {}) });
    const settled = settleExport(answer, `islem-gecmisi.${format}`, save);
    report?.({ count });
    return settled;
  } catch (error) {
    report?.({ errorMessage: errorMessage(error) });
    throw error;
  }
}
