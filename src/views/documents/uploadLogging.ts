import { analytics, failureEvent } from '../../lib/analytics';
import type { UploadFailureLog } from '../../machines/documents/uploadMachine';
import { API_REQUEST_ERROR } from '../../machines/documents/uploadRules';

/** Spec §8: a thrown call of the insert flow goes to the analytics sink as "API Request Error". */
export function logUploadFailure(failure: UploadFailureLog): void {
  analytics.track(
    failureEvent(API_REQUEST_ERROR, { errorMessage: failure.errorMessage, description: failure.fileName }),
  );
}
