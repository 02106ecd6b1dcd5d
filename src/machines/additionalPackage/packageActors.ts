import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { Agreement, HistoryDetail, OfferDetail, Quote } from '../../api/additionalPackage/types';

export interface OrderInput {
  quoteId: string;
  agreementVersion: string;
  transactionId: string;
}

/** The check's answer: the quote, and the agreement to accept when some line can take the package. */
export interface CheckOutput {
  quote: Quote;
  agreement: Agreement | undefined;
}

/** The order wizard's calls. */
export const packageOrderActors = {
  loadOffer: fromPromise<OfferDetail, { offerId: string }>(({ input, signal }) =>
    callEndpoint('additionalPackageOfferDetail', { params: input }, signal),
  ),
  check: fromPromise<CheckOutput, { offerId: string; msisdns: string[] }>(async ({ input, signal }) => {
    const quote = await callEndpoint('additionalPackageOfferData', { body: input }, signal);
    // The agreement only matters when some line can take the package.
    const agreement = quote.quoteId
      ? await callEndpoint('additionalPackageAgreement', { body: { offerId: input.offerId } }, signal)
      : undefined;
    return { quote, agreement };
  }),
  order: fromPromise<HistoryDetail, OrderInput>(({ input, signal }) =>
    callEndpoint('additionalPackageOrder', { body: { ...input, agreementAccepted: true } }, signal),
  ),
};

/** The cancellation's call. */
export const packageCancelActors = {
  cancel: fromPromise<HistoryDetail, { packageIds: string[] }>(({ input, signal }) =>
    callEndpoint('additionalPackageCancelOrder', { body: input }, signal),
  ),
};
