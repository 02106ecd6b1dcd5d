/**
 * Content pages by name: /p/{page} reads page content, /csi/{page} page manager data. The HTML
 * is served as the CMS holds it; the portal sanitizes it before showing it (the back end is not
 * trusted with that). Public pages (the terms of use) answer without a session; the others need one.
 */
import type { ContentPage } from '../../src/api/content/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import type { AuthState } from '../sessions';

const NOT_FOUND = 'Aradığınız sayfa bulunamadı. Sayfa kaldırılmış ya da adı değişmiş olabilir.';
const NAME = /^[a-z0-9-]{1,60}$/;

interface PageRecord {
  name: string;
  title: string;
  html: string;
  public: number;
  updated_at: string;
}

function readPage(db: Db, auth: AuthState, kind: 'page' | 'manager', name: string): ContentPage {
  const record = NAME.test(name)
    ? (db
        .prepare(
          'SELECT name, title, html, public, updated_at FROM content_pages WHERE kind = ? AND name = ?',
        )
        .get(kind, name) as PageRecord | undefined)
    : undefined;
  // Without a session a page that is not public is not shown, nor said to exist.
  if (!record?.public) requireSession(auth);
  if (!record) throw new ApiError(404, BODY_CODES.notFound, NOT_FOUND);
  return { name: record.name, title: record.title, html: record.html, updatedAt: record.updated_at };
}

export const contentHandlers = defineHandlers({
  pageContent: (ctx) => readPage(ctx.deps.db, ctx.auth, 'page', ctx.params.pageName),
  pageManagerData: (ctx) => readPage(ctx.deps.db, ctx.auth, 'manager', ctx.params.pageName),
});
