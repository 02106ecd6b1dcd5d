import { type AnalyticsEvent, failureEvent, successEvent } from '../../lib/analytics';

/** The action types of the re-contract's §3 events: the submit and the document's acceptance. */
export const RE_CONTRACT_ACTIONS = { submit: 'RE_CONTRACT', document: 'RE_CONTRACT_DOCUMENT' } as const;

/** The §3 re-contract fields of an analytics event; the chart emits it, the edge sends it. */
export interface ReContractAnalytics {
  step: 'submit' | 'document';
  orderId?: string;
  errorMessage?: string;
  contractCount: number;
  offerCount: number;
  addonCount: number;
  bestOffer: boolean;
  campaignStatus: string;
}

/** The §3 event with the re-contract fields: SUCCESS when the call answered, ERROR with its message. */
export function reContractEvent({ step, errorMessage, ...fields }: ReContractAnalytics): AnalyticsEvent {
  const type = RE_CONTRACT_ACTIONS[step];
  const payload = { ...fields, productCount: fields.contractCount, actionCount: fields.contractCount };
  return errorMessage === undefined
    ? successEvent(type, payload)
    : failureEvent(type, { ...payload, errorMessage });
}
