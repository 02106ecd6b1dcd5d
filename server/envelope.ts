/**
 * The response envelope of spec §3 and the one error type every layer throws.
 * Handlers never build envelopes by hand, so the shape cannot drift between rows.
 */
import type { Envelope } from '../src/api/types';

export const SUCCESS_CODE = '0';
export const SUCCESS_MESSAGE = 'İşlem başarılı';

/** Spec §8's wording for an unexpected failure (HTTP 500). */
export const INTERNAL_ERROR_MESSAGE =
  'İşleminizi şu an gerçekleştiremiyoruz. Lütfen daha sonra tekrar deneyiniz';

export function ok<T>(content: T): Envelope<T> {
  return { status: { code: SUCCESS_CODE, message: SUCCESS_MESSAGE }, content };
}

export function failure(code: string, message: string, description?: string): Envelope<null> {
  return {
    status: { code, message, ...(description !== undefined ? { description } : {}) },
    content: null,
  };
}

/**
 * A failure that maps to one envelope. `httpStatus` is separate from `code` because the
 * contract sometimes wants a body code on HTTP 200 (the "419" session expiry of spec §8).
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 501,
    readonly code: string,
    message: string,
    readonly description?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toEnvelope(): Envelope<null> {
    return failure(this.code, this.message, this.description);
  }
}

/** A JSON response carrying an envelope; used where no Hono context is at hand. */
export function envelopeResponse(httpStatus: number, body: Envelope<unknown>): Response {
  return new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
