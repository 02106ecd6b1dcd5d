/**
 * Reads the JSON body of POST/PUT/DELETE once, so handlers get a parsed value and a malformed
 * body answers one clear 400 instead of a 500 from deep inside a handler.
 */
import type { MiddlewareHandler } from 'hono';
import { BODY_CODES } from '../../src/api/types';
import type { AppEnv } from '../context';
import { ApiError } from '../envelope';
import { MESSAGES } from '../messages';

export function jsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let body: unknown = {};
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // Its size was checked before reading (body-checks.ts).
      const raw = await c.req.text();
      if (raw.trim() !== '') {
        try {
          body = JSON.parse(raw);
        } catch {
          throw new ApiError(400, BODY_CODES.validation, MESSAGES.malformedJson);
        }
      }
    }
    c.set('body', body);
    await next();
  };
}
