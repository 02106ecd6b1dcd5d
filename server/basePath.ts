/**
 * Serving the portal under a path prefix (spec §1: a configurable path for the company area),
 * e.g. BASE_PATH=/sirketim/ for a build made with VITE_BASE_PATH=/sirketim/. The pages, their
 * files and the API all live under the prefix (the portal's axios base is `<prefix>/api`); the
 * app itself keeps its own paths and never learns of the prefix: it is taken off here.
 * Outside the prefix only the sandbox's own routes (/sandbox/…, for tests and the SMS page)
 * answer; a page address is sent to the same page under the prefix.
 */
import { BODY_CODES } from '../src/api/types';
import { failure } from './envelope';
import { MESSAGES } from './messages';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** "/sirketim/" and "sirketim" → "/sirketim"; "", "/" → "" (no prefix). */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

const isSandboxPath = (path: string) => path === '/sandbox' || path.startsWith('/sandbox/');

export function withBasePath<F extends Fetch>(fetch: F, basePath: string): F {
  const prefix = normaliseBasePath(basePath);
  if (!prefix) return fetch;
  return ((request: Request, ...rest: never[]) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.startsWith(`${prefix}/`)) {
      url.pathname = path.slice(prefix.length);
      return fetch(new Request(url, request), ...rest);
    }
    if (isSandboxPath(path)) return fetch(request, ...rest);
    if (path === '/api' || path.startsWith('/api/')) {
      return Response.json(failure(BODY_CODES.notFound, MESSAGES.notFound), { status: 404 });
    }
    // "/sirketim" itself, "/" and old bookmarks without the prefix: the page under the prefix.
    const local = path === prefix ? '/' : path;
    return new Response(null, { status: 302, headers: { Location: `${prefix}${local}${url.search}` } });
  }) as F;
}
