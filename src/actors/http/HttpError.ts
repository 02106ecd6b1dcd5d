import type { FailureKind } from '../../lib/failureWords';

/** The one error every failed call rejects with; machines read `message` and `code`. */
export class HttpError extends Error {
  /** `contract`: the answer did not fit its row's schema (the back end broke the contract). */
  readonly kind: 'http' | 'body' | 'transport' | 'contract';
  readonly httpStatus: number | undefined;
  readonly code: string | undefined;
  readonly description: string | undefined;
  readonly isError = true;

  constructor(options: {
    message: string;
    kind: HttpError['kind'];
    httpStatus?: number;
    code?: string;
    description?: string;
    cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpError';
    this.kind = options.kind;
    this.httpStatus = options.httpStatus;
    this.code = options.code;
    this.description = options.description;
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Servis başarısız oldu. Lütfen tekrar deneyiniz.';
}

/** Which row of spec §8 a failure falls under (src/lib/failureWords.ts words it briefly). */
export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof HttpError)) return 'other';
  if (error.code === '419') return 'sessionExpired';
  if (error.kind === 'transport') {
    if (error.code === 'timeout') return 'timeout';
    return error.code === 'network' ? 'network' : 'other';
  }
  switch (error.httpStatus) {
    case 400:
      return 'invalid';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 500:
    case 502:
      return 'serverError';
    case 503:
      return 'unavailable';
    case 504:
      return 'timeout';
    default:
      return 'other';
  }
}
