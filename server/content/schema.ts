/**
 * Content pages the operator edits (spec §7 page content and page manager data): HTML by name.
 * `kind` says which row serves a page (/p/{page} or /csi/{page}); `public` pages (the terms of
 * use) are read before login too.
 */
export const contentSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS content_pages (
     kind TEXT NOT NULL CHECK (kind IN ('page','manager')),
     name TEXT NOT NULL,
     title TEXT NOT NULL,
     html TEXT NOT NULL,
     public INTEGER NOT NULL DEFAULT 0,
     updated_at TEXT NOT NULL,
     PRIMARY KEY (kind, name))`,
];
