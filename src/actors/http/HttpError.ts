/** The one error every failed call rejects with; machines read `message` and `code`. */
export class HttpError extends Error {
  readonly kind: 'http' | 'body' | 'transport';
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
  }) {
    super(options.message);
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
