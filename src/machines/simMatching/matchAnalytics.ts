import { type AnalyticsEvent, failureEvent, successEvent } from '../../lib/analytics';
import type { MatchAnalytics } from './simMatchingMachine';

export const SIM_MATCHING_ACTION = 'SIM_MATCHING';

/** The §3 event of a match with its three counts: SUCCESS when it ran, ERROR when it was refused. */
export function matchEvent(payload: MatchAnalytics): AnalyticsEvent {
  const { errorMessage, ...counts } = payload;
  return errorMessage === undefined
    ? successEvent(SIM_MATCHING_ACTION, { ...counts, actionCount: counts.successfulMatches })
    : failureEvent(SIM_MATCHING_ACTION, { ...counts, errorMessage });
}
