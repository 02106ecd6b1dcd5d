/**
 * The last line of every request: ApiErrors become their envelope, anything unexpected becomes
 * spec §8's 500 wording (details go to the log, never to the browser), unknown paths a 404.
 */
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { BODY_CODES } from '../src/api/types';
import { ApiError, envelopeResponse, failure, INTERNAL_ERROR_MESSAGE } from './envelope';
import { MESSAGES } from './messages';

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) return envelopeResponse(err.httpStatus, err.toEnvelope());
  console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, err);
  return envelopeResponse(500, failure('500', INTERNAL_ERROR_MESSAGE));
};

export const notFound: NotFoundHandler = (c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    return envelopeResponse(404, failure(BODY_CODES.notFound, MESSAGES.notFound));
  }
  return c.text(MESSAGES.notFound, 404);
};
