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
