import { type AnalyticsEvent, failureEvent } from '../../lib/analytics';
import type { UploadFailureLog } from './uploadMachine';
import { API_REQUEST_ERROR } from './uploadRules';

/** Spec §8: a thrown call of the insert flow goes to the analytics sink as "API Request Error". */
export function uploadFailureEvent(failure: UploadFailureLog): AnalyticsEvent {
  return failureEvent(API_REQUEST_ERROR, {
    errorMessage: failure.errorMessage,
    description: failure.fileName,
  });
}
