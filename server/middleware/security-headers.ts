/**
 * Browser hardening headers on every response (API, sandbox pages and the built portal).
 * Set after the handler so they also cover error, 404 and static-file responses.
 */
import type { MiddlewareHandler } from 'hono';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline styles stay allowed: Headless UI and the outbox page set style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'same-origin');
    headers.set('X-Frame-Options', 'DENY');
    // API answers and the outbox are per person and per moment: never cache them.
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/sandbox/')) {
      headers.set('Cache-Control', 'no-store');
    }
  };
}
