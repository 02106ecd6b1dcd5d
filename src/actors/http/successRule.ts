import type { Envelope, SuccessRule } from '../../api/types';

/** Body codes that count as success besides "200".."300" (spec §5). */
const SUCCESS_CODES = new Set(['0', 'NO_ERROR']);

export function isSuccessBodyCode(code: string | undefined | null): boolean {
  if (code === undefined || code === null || code === '') return true;
  if (SUCCESS_CODES.has(code)) return true;
  if (!/^\d+$/.test(code)) return false;
  const numeric = Number(code);
  return numeric >= 200 && numeric <= 300;
}

/**
 * Spec §5: 2xx (or a file blob) and a body code that is missing, "0", "NO_ERROR" or in
 * "200".."300". Contract, document and banner rows also need exactly HTTP 200.
 */
export function isSuccessResponse(httpStatus: number, body: unknown, rule: SuccessRule = 'default'): boolean {
  if (rule === 'http200' && httpStatus !== 200) return false;
  if (httpStatus < 200 || httpStatus > 299) return false;
  if (isBlobBody(body)) return true;
  return isSuccessBodyCode(bodyCode(body));
}

export function isBlobBody(body: unknown): body is Blob {
  return typeof Blob !== 'undefined' && body instanceof Blob;
}

export function bodyCode(body: unknown): string | undefined {
  const code = (body as Envelope | null | undefined)?.status?.code;
  return code === undefined || code === null ? undefined : String(code);
}

/** Spec §5: "A 204 success gets a statusCode field added". */
export function normaliseSuccess<T>(httpStatus: number, body: T): T | { statusCode: 204 } {
  return httpStatus === 204 ? { ...(body ?? {}), statusCode: 204 } : body;
}
