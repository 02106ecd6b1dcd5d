/**
 * Anti-forgery check for /api: every response to a request without a cookie valid for its
 * session carries a fresh one bound to that session, and every state-changing method must echo
 * the cookie in X-XSRF-TOKEN. A login sends a cookie bound to the session it opens.
 */
import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { BODY_CODES } from '../../src/api/types';
import type { AppEnv } from '../context';
import { CSRF_COOKIE, CSRF_HEADER } from '../csrf';
import { envelopeResponse, failure } from '../envelope';
import { MESSAGES } from '../messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `beaconPaths`: rows posted by navigator.sendBeacon, which sends no header of ours. They are
 * public, anonymous reports that change no one's data (issue 41), so a forged one is only noise,
 * which their own rate limit bounds.
 */
export function csrfProtection(beaconPaths: ReadonlySet<string> = new Set()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'POST' && beaconPaths.has(c.req.path)) return next();
    const { csrf } = c.get('deps');
    const cookie = getCookie(c, CSRF_COOKIE);
    const pageToken = c.req.header('pageToken');
    const cookieValid = csrf.verify(cookie, pageToken);
    const token = cookieValid && cookie ? cookie : csrf.issue(pageToken);
    c.set('csrfToken', token);
    c.set('csrfCookieRequested', false);
    c.set('csrfSessionOpened', undefined);

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
    const opened = c.get('csrfSessionOpened');
    if (opened || !cookieValid || c.get('csrfCookieRequested')) {
      const sent = opened ? csrf.issue(opened) : token;
      // Not HttpOnly on purpose: the client must read it to send the header (double submit).
      res.headers.append('Set-Cookie', generateCookie(CSRF_COOKIE, sent, { path: '/', sameSite: 'Strict' }));
    }
    return res;
  };
}
