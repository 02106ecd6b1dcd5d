/**
 * Browser hardening headers on every response (API, sandbox pages and the built portal).
 * Set after the handler so they also cover error, 404 and static-file responses.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const policy = (scriptSources: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    // Inline styles stay allowed: Headless UI and the outbox page set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = policy([]);

/**
 * The policy for an HTML page: its own inline scripts (index.html's boot script, issue 7) are
 * allowed by their SHA-256, and nothing else inline is.
 */
export function pagePolicy(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return policy(hashes);
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    // A page that names its own inline scripts keeps its stricter-than-default policy.
    if (!headers.has('Content-Security-Policy'))
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
