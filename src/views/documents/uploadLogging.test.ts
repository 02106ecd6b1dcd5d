import { analytics } from '../../lib/analytics';
import { API_REQUEST_ERROR } from '../../machines/documents/uploadRules';
import { logUploadFailure } from './uploadLogging';

beforeEach(() => analytics.clear());

describe('logUploadFailure', () => {
  it('tracks a failed insert-flow call as "API Request Error" with its message and file (spec §8)', () => {
    logUploadFailure({ errorMessage: 'Bu işlem için yetkiniz bulunmamaktadır.', fileName: 'imza.pdf' });
    expect(analytics.events()).toEqual([
      expect.objectContaining({
        actionType: API_REQUEST_ERROR,
        actionStatus: 'ERROR',
        errorMessage: 'Bu işlem için yetkiniz bulunmamaktadır.',
        description: 'imza.pdf',
      }),
    ]);
  });
});
