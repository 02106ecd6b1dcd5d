import { uploadFailureEvent } from './uploadLogging';
import { API_REQUEST_ERROR } from './uploadRules';

describe('uploadFailureEvent', () => {
  it('builds "API Request Error" with the failed call’s message and file (spec §8)', () => {
    expect(
      uploadFailureEvent({ errorMessage: 'Bu işlem için yetkiniz bulunmamaktadır.', fileName: 'imza.pdf' }),
    ).toEqual(
      expect.objectContaining({
        actionType: API_REQUEST_ERROR,
        actionStatus: 'ERROR',
        isSuccess: false,
        errorMessage: 'Bu işlem için yetkiniz bulunmamaktadır.',
        description: 'imza.pdf',
      }),
    );
  });
});
