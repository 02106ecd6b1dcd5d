import { callEndpoint } from '../../actors/http';
import type { OfflineDetail } from '../../api/offlineTransactions/types';
import { createRequestMachine } from '../shared/requestMachine';

/** /offline-transactions/{queryId}: one transaction's values and what happened to it. */
export const offlineDetailMachine = createRequestMachine<OfflineDetail, { queryId: string }>(
  'offlineTransactionDetail',
  ({ queryId }, signal) => callEndpoint('offlineTransactionDetails', { body: { queryId } }, signal),
);
