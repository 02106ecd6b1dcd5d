import type { OrderTransactionExportRequest } from '../../api/orderTransactions/types';
import { settleExport } from '../shared/exportAnswer';
import { callHistoryExport } from './historyActors';
import type { HistoryQuery } from './historyQuery';

export type HistoryExportFormat = 'csv' | 'xlsx';

export interface HistoryExportDeps {
  save(blob: Blob, name: string): void;
  call?(body: OrderTransactionExportRequest): ReturnType<typeof callHistoryExport>;
}

/**
 * "Dışa aktar" through the report row (spec §4 export rule) with the list's filter and sort: the
 * file is saved under the server's name, or with `sendMail` the server mails it and the answer
 * says so (`{ mailed: true }`, which ExportMenu words).
 */
export async function exportHistory(
  query: HistoryQuery,
  format: HistoryExportFormat,
  sendMail: boolean,
  { save, call = callHistoryExport }: HistoryExportDeps,
): Promise<{ mailed: true } | undefined> {
  const answer = await call({
    report: 'ORDER_TRANSACTIONS',
    format,
    filter: query.filter,
    ...(query.sort ? { sort: query.sort } : {}),
    ...(sendMail ? { sendMail: true } : {}),
  });
  return settleExport(answer, `hat-islemleri-talepleri.${format}`, save);
}
