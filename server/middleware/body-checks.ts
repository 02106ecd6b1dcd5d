/**
 * Checks on a request body made before a byte of it is read (issue 24): a body over the row's
 * limit answers 413 from its Content-Length, or as soon as a streamed body passes the limit
 * (hono's bodyLimit), and a write whose body is not declared JSON answers 415, so a cross-site
 * form (text/plain, form-encoded) never reaches a handler.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_CODES } from '../../src/api/types';
import type { AppEnv } from '../context';
import { ApiError } from '../envelope';
import { MESSAGES } from '../messages';

/** Nothing in the portal sends more than a form or a 1 MB document's worth. */
export const DEFAULT_MAX_BODY_BYTES = 1_000_000;

const JSON_TYPE = /^application\/json\s*(;|$)/i;

export function bodySizeLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, BODY_CODES.validation, MESSAGES.bodyTooLarge(maxBytes));
    },
  });
}

/** A beacon's string body is sent as text/plain (the only type sendBeacon sends without a preflight). */
const BEACON_TYPE = /^(application\/json|text\/plain)\s*(;|$)/i;

export function jsonContentType(beacon = false): MiddlewareHandler<AppEnv> {
  const accepted = beacon ? BEACON_TYPE : JSON_TYPE;
  return async (c, next) => {
    const empty = c.req.raw.body === null || c.req.header('content-length') === '0';
    if (!empty && !accepted.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(415, BODY_CODES.validation, MESSAGES.bodyNotJson);
    }
    await next();
  };
}
