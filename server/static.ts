/**
 * Serves the built portal: files from the build folder, and index.html for every other GET
 * outside /api and /sandbox, so client-side routes such as /dashboard survive a reload.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './context';
import { MESSAGES } from './messages';
import { pagePolicy } from './middleware/security-headers';

const isBackEndPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/sandbox' || path.startsWith('/sandbox/');

export function registerStatic(app: Hono<AppEnv>, staticDir: string): void {
  const root = resolve(staticDir);
  const files = serveStatic<AppEnv>({ root });
  // gzip as any production web server does; without it Lighthouse measures 3x the bytes (issue 7).
  const gzip = compress();
  app.use('*', async (c, next) => (isBackEndPath(c.req.path) ? next() : gzip(c, next)));
  // index.html itself goes through the page handler below, which names its inline script.
  const isPage = (path: string) => path === '/' || path === '/index.html';
  app.use('*', async (c, next) => {
    if (isBackEndPath(c.req.path) || isPage(c.req.path)) return next();
    const found = await files(c, next);
    // Vite puts a content hash in every name under assets/: a changed file is a new URL. Set on
    // the finished response (serveStatic's onFound header came after its body and was lost).
    if (found && c.req.path.startsWith('/assets/') && found.status === 200) {
      found.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    }
    return found;
  });
  app.get('*', (c, next) => {
    if (isBackEndPath(c.req.path)) return next();
    // A missing build file is a 404, never the page: a tab of an older build asking for a
    // deleted script would otherwise parse index.html as JavaScript (issue 38).
    if (c.req.path.startsWith('/assets/')) {
      c.header('Cache-Control', 'no-store');
      return c.text(MESSAGES.notFound, 404);
    }
    const indexFile = join(root, 'index.html');
    // Read per request: a rebuild while the server runs is picked up without a restart.
    if (!existsSync(indexFile)) return c.text(MESSAGES.portalNotBuilt, 503);
    const html = readFileSync(indexFile, 'utf8');
    c.header('Content-Security-Policy', pagePolicy(html));
    // The page names the hashed asset files of one build: the browser must ask again every
    // time (a 304 when unchanged), or it keeps a deleted build's file names after a release.
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
