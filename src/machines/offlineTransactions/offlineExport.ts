import { callEndpoint } from '../../actors/http';
import { settleExport } from '../shared/exportAnswer';
import { type OfflineQuery, offlineRequest } from './offlineQuery';

/** The listed query's whole result as a file, saved by `save`, or mailed (spec §4 export rule). */
export async function offlineExport(
  query: OfflineQuery,
  format: 'csv' | 'xlsx',
  sendMail: boolean,
  save: (blob: Blob, name: string) => void,
): Promise<{ mailed: true } | undefined> {
  const answer = await callEndpoint('offlineTransactionResults', {
    body: { ...offlineRequest(query, 0, 1), export: { format, ...(sendMail ? { sendMail: true } : {}) } },
  });
  if ('items' in answer) throw new Error('The export answered a page instead of a file');
  return settleExport(answer, `cevrim-disi-islemler.${format}`, save);
}
