import { callEndpoint } from '../../actors/http';
import { MAX_TOUCH_PAGE, type TouchChannel, type TouchHistoryPage } from '../../api/customerTouch/types';
import { settleExport } from '../shared/exportAnswer';
import { createRequestMachine } from '../shared/requestMachine';

/** The form's filters; '' is "all". */
export interface TouchQuery {
  period: string;
  channel: TouchChannel | '';
  text: string;
}

export const EMPTY_TOUCH_QUERY: TouchQuery = { period: '', channel: '', text: '' };

/** The request body of a query: empty filters left out, the first (largest) page. */
export function touchRequest(query: TouchQuery) {
  return {
    offset: 0,
    limit: MAX_TOUCH_PAGE,
    ...(query.period ? { period: query.period } : {}),
    ...(query.channel ? { channel: query.channel } : {}),
    ...(query.text.trim() ? { text: query.text.trim() } : {}),
  };
}

/** The company's contacts with the operator; "Listele" asks again with the form's filters. */
export const touchHistoryMachine = createRequestMachine<TouchHistoryPage, TouchQuery>(
  'customerTouchHistory',
  async (query, signal) => {
    const answer = await callEndpoint('customerTouchTrackHistory', { body: touchRequest(query) }, signal);
    if (!('items' in answer)) throw new Error('The list answered a file instead of a page');
    return answer;
  },
);

/** The listed query's whole result as a file, saved by `save`, or mailed (spec §4 export rule). */
export async function exportTouchHistory(
  query: TouchQuery,
  format: 'csv' | 'xlsx',
  sendMail: boolean,
  save: (blob: Blob, name: string) => void,
): Promise<{ mailed: true } | undefined> {
  const answer = await callEndpoint('customerTouchTrackHistory', {
    body: { ...touchRequest(query), limit: 1, export: { format, ...(sendMail ? { sendMail: true } : {}) } },
  });
  if ('items' in answer) throw new Error('The export answered a page instead of a file');
  return settleExport(answer, `musteri-temas-gecmisi.${format}`, save);
}
