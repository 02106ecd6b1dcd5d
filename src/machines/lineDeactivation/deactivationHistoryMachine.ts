import { callEndpoint } from '../../actors/http';
import type { HistoryDetail, HistoryList } from '../../api/lineDeactivation/types';
import { createRequestMachine } from '../shared/requestMachine';

/** The history's query: part of a closed number, or every deactivation ('' ). */
export interface HistoryQuery {
  msisdn: string;
}

export const EMPTY_HISTORY_QUERY: HistoryQuery = { msisdn: '' };

/** The company's deactivations, newest first; "Listele" asks again with the form's number. */
export const deactivationHistoryMachine = createRequestMachine<HistoryList, HistoryQuery>(
  'deactivationHistory',
  (query, signal) =>
    callEndpoint(
      'lineDeactivationHistoryList',
      { body: query.msisdn ? { msisdn: query.msisdn } : {} },
      signal,
    ),
);

/** One deactivation with its lines and documents, opened from the history. */
export const deactivationDetailMachine = createRequestMachine<HistoryDetail, { deactivationId: string }>(
  'deactivationDetail',
  (input, signal) => callEndpoint('lineDeactivationHistoryDetail', { body: input }, signal),
);
