/** The additional packages' load-and-show requests: each an instance of the shared request machine. */
import { callEndpoint } from '../../actors/http';
import type {
  ActiveList,
  ActiveListRequest,
  ConfirmContract,
  ConfirmList,
  HistoryDetail,
  HistoryList,
  HistoryQuery,
  OfferFilter,
  OfferList,
} from '../../api/additionalPackage/types';
import { createRequestMachine } from '../shared/requestMachine';

/** The packages on offer, narrowed by the filter form. */
export const offersMachine = createRequestMachine<OfferList, OfferFilter>('packageOffers', (body, signal) =>
  callEndpoint('additionalPackageFilteredList', { body }, signal),
);

/** The packages running on the company's lines (the cancellation page and the dashboard's link). */
export const activePackagesMachine = createRequestMachine<ActiveList, ActiveListRequest>(
  'activePackages',
  (body, signal) => callEndpoint('additionalPackageList', { body }, signal),
);

/** The orders and cancellations of the company, newest first. */
export const packageHistoryMachine = createRequestMachine<HistoryList, HistoryQuery>(
  'packageHistory',
  (query, signal) => callEndpoint('additionalPackageHistoryList', { query }, signal),
);

/** One order or cancellation with each line's result, opened from the history. */
export const packageHistoryDetailMachine = createRequestMachine<HistoryDetail, { orderId: string }>(
  'packageHistoryDetail',
  (params, signal) => callEndpoint('additionalPackageHistoryDetail', { params }, signal),
);

/** The orders waiting for approval. */
export const waitingOrdersMachine = createRequestMachine<ConfirmList, Record<string, never>>(
  'waitingPackageOrders',
  (_, signal) => callEndpoint('additionalPackageConfirmList', { query: {} }, signal),
);

/** A waiting order's contract. */
export const orderContractMachine = createRequestMachine<ConfirmContract, { orderId: string }>(
  'packageOrderContract',
  (params, signal) => callEndpoint('additionalPackageConfirmContract', { params }, signal),
);
