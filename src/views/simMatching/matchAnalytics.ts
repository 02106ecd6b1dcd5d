import { analytics, failureEvent, successEvent } from '../../lib/analytics';
import type { MatchAnalytics } from '../../machines/simMatching/simMatchingMachine';

export const SIM_MATCHING_ACTION = 'SIM_MATCHING';

/** The §3 event of a match with its three counts: SUCCESS when it ran, ERROR when it was refused. */
export function reportMatch(payload: MatchAnalytics): void {
  const { errorMessage, ...counts } = payload;
  analytics.track(
    errorMessage === undefined
      ? successEvent(SIM_MATCHING_ACTION, { ...counts, actionCount: counts.successfulMatches })
      : failureEvent(SIM_MATCHING_ACTION, { ...counts, errorMessage }),
  );
}
