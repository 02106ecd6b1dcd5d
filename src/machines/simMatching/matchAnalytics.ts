import { type AnalyticsEvent, failureEvent, successEvent } from '../../lib/analytics';

/** What a finished match reports: the counts and, when one failed, its first message. */
export interface MatchAnalytics {
  totalcountMatches: number;
  successfulMatches: number;
  unSuccessfulMatches: number;
  errorMessage?: string;
}

export const SIM_MATCHING_ACTION = 'SIM_MATCHING';

/** The §3 event of a match with its three counts: SUCCESS when it ran, ERROR when it was refused. */
export function matchEvent(payload: MatchAnalytics): AnalyticsEvent {
  // Only the counts and the message: a report carries more (the order, the rows) than §3 sends.
  const { errorMessage, totalcountMatches, successfulMatches, unSuccessfulMatches } = payload;
  const counts = { totalcountMatches, successfulMatches, unSuccessfulMatches };
  return errorMessage === undefined
    ? successEvent(SIM_MATCHING_ACTION, { ...counts, actionCount: counts.successfulMatches })
    : failureEvent(SIM_MATCHING_ACTION, { ...counts, errorMessage });
}
