import { analytics, failureEvent, successEvent } from '../../lib/analytics';
import type { ReContractAnalytics } from '../../machines/reContract/reContractSetup';

/** The action types of the re-contract's §3 events: the submit and the document's acceptance. */
export const RE_CONTRACT_ACTIONS = { submit: 'RE_CONTRACT', document: 'RE_CONTRACT_DOCUMENT' } as const;

/** The §3 event with the re-contract fields: SUCCESS when the call answered, ERROR with its message. */
export function reportReContract({ step, errorMessage, ...fields }: ReContractAnalytics): void {
  const type = RE_CONTRACT_ACTIONS[step];
  const payload = { ...fields, productCount: fields.contractCount, actionCount: fields.contractCount };
  analytics.track(
    errorMessage === undefined
      ? successEvent(type, payload)
      : failureEvent(type, { ...payload, errorMessage }),
  );
}
