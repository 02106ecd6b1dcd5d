import type { Db } from '../db/schema';
import { seedMorning } from '../db/seedDay';
import { SEED_PAGES } from './pages';

export function seedContentPages(db: Db): void {
  const at = new Date(seedMorning(db)).toISOString();
  const insert = db.prepare(
    'INSERT INTO content_pages (kind, name, title, html, public, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const page of SEED_PAGES)
    insert.run(page.kind, page.name, page.title, page.html, page.public ? 1 : 0, at);
}
