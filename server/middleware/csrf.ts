/**
 * Anti-forgery check for /api: every response to a request without a valid signed cookie
 * carries a fresh one, and every state-changing method must echo the cookie in X-XSRF-TOKEN.
 */
import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { BODY_CODES } from '../../src/api/types';
import type { AppEnv } from '../context';
import { CSRF_COOKIE, CSRF_HEADER } from '../csrf';
import { envelopeResponse, failure } from '../envelope';
import { MESSAGES } from '../messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfProtection(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { csrf } = c.get('deps');
    const cookie = getCookie(c, CSRF_COOKIE);
    const cookieValid = csrf.verify(cookie);
    const token = cookieValid && cookie ? cookie : csrf.issue();
    c.set('csrfToken', token);
    c.set('csrfCookieRequested', false);

    const header = c.req.header(CSRF_HEADER);
    const accepted = SAFE_METHODS.has(c.req.method) || (cookieValid && header === cookie);
    let res: Response;
    if (accepted) {
      await next();
      res = c.res;
    } else {
      // Answered here, before any session or body work: a forged request learns nothing else.
      res = envelopeResponse(403, failure(BODY_CODES.csrf, MESSAGES.csrfRejected));
    }
    if (!cookieValid || c.get('csrfCookieRequested')) {
      // Not HttpOnly on purpose: the client must read it to send the header (double submit).
      res.headers.append('Set-Cookie', generateCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'Strict' }));
    }
    return res;
  };
}
