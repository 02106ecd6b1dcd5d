import { failureKind, HttpError } from './HttpError';
import { MESSAGES } from './messages';

const http = (httpStatus: number, code?: string) =>
  new HttpError({ message: MESSAGES.default, kind: 'http', httpStatus, ...(code ? { code } : {}) });

describe('failureKind', () => {
  it('sorts a failure into its row of spec §8', () => {
    expect(failureKind(http(400, 'VALIDATION_ERROR'))).toBe('invalid');
    expect(failureKind(http(403))).toBe('forbidden');
    expect(failureKind(http(404))).toBe('notFound');
    expect(failureKind(http(500))).toBe('serverError');
    expect(failureKind(http(502))).toBe('serverError');
    expect(failureKind(http(503))).toBe('unavailable');
    expect(failureKind(http(504))).toBe('timeout');
    expect(failureKind(http(417))).toBe('other');
    expect(failureKind(http(200, '419'))).toBe('sessionExpired');
  });

  it('tells transport failures apart, and knows nothing of other errors', () => {
    const transport = (code: string) => new HttpError({ message: '', kind: 'transport', code });
    expect(failureKind(transport('network'))).toBe('network');
    expect(failureKind(transport('timeout'))).toBe('timeout');
    expect(failureKind(transport('aborted'))).toBe('other');
    expect(failureKind(new Error('x'))).toBe('other');
  });
});
