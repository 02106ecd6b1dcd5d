/**
 * The network address a request came from, for the per-address login limit. The sandbox listens
 * on loopback with no proxy in front, so the socket's address is the truth and X-Forwarded-For
 * (which any caller can write) is ignored. In-process calls (app.request in tests) have no socket.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process';
  }
}
