/**
 * gzip for the API's answers, only where it pays (issue 38). hono's compress() gzipped every
 * answer whose size it did not know, which was all of them (c.json sets no Content-Length), so a
 * 180-byte anti-forgery answer went through the thread pool too. Here an answer is read whole
 * (the API's answers are built in memory anyway): below the threshold it goes out as it is, with
 * its length; above it, gzipped once, with its length. Files (PDF, XLSX) are already compressed
 * or small enough, and keep their own headers.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

const gzipAsync = promisify(gzip);

/** Below this, gzip saves less than a packet and costs a trip through the thread pool. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/)/i;

export function compressApi(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    const acceptsGzip = /\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '');
    let body: Uint8Array<ArrayBuffer> = bytes;
    if (acceptsGzip && bytes.byteLength >= threshold) {
      body = new Uint8Array(await gzipAsync(bytes));
      headers.set('Content-Encoding', 'gzip');
    }
    headers.set('Content-Length', String(body.byteLength));
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
